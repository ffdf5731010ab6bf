import { normalizeRangeBound } from "@/lib/shared/catalog-url";
import { formatDecimal, parseDecimal } from "@/lib/shared/number-format";

describe("formatDecimal: numbers as a person of the locale reads them", () => {
  it("writes the decimal separator of the locale: a comma in Russian and Uzbek, a dot in English", () => {
    expect(formatDecimal("2.5", "ru")).toBe("2,5");
    expect(formatDecimal(2.5, "ru")).toBe("2,5");
    expect(formatDecimal("10.00", "ru")).toBe("10,00");
    expect(formatDecimal("-0.75", "uz")).toBe("-0,75");
    expect(formatDecimal("2.5", "en")).toBe("2.5");
  });

  it("leaves whole numbers and texts as they are", () => {
    expect(formatDecimal("63", "ru")).toBe("63");
    expect(formatDecimal(6, "ru")).toBe("6");
    expect(formatDecimal("C", "ru")).toBe("C");
    expect(formatDecimal("3х2.5", "ru")).toBe("3х2.5");
    expect(formatDecimal("1.2.3", "ru")).toBe("1.2.3");
  });
});

describe("parseDecimal: what a person typed, in the address's form", () => {
  it("reads a comma and a dot alike", () => {
    expect(parseDecimal("2,5")).toBe("2.5");
    expect(parseDecimal("2.5")).toBe("2.5");
    expect(parseDecimal(" 1 500,5 ")).toBe("1500.5");
    expect(parseDecimal("  ")).toBeNull();
  });

  it("round-trips with formatDecimal and the address's range bounds", () => {
    for (const typed of ["2,5", "0,75", "40"]) expect(formatDecimal(normalizeRangeBound(parseDecimal(typed)) ?? "", "ru")).toBe(typed);
  });
});
