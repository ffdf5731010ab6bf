import { innWithChecksum, isValidInn } from "@/lib/shared/inn";

describe("isValidInn", () => {
  it("accepts real organisation and personal numbers", () => {
    expect(isValidInn("7707083893")).toBe(true);
    expect(isValidInn("500100732259")).toBe(true);
  });

  it("rejects a wrong check digit, a wrong length and non-digits", () => {
    expect(isValidInn("7707083894")).toBe(false);
    expect(isValidInn("500100732258")).toBe(false);
    expect(isValidInn("77070838")).toBe(false);
    expect(isValidInn("77070838ab")).toBe(false);
    expect(isValidInn("")).toBe(false);
  });
});

describe("innWithChecksum", () => {
  it("completes 9 digits to a valid 10-digit INN and 10 digits to a valid 12-digit one", () => {
    expect(innWithChecksum("770708389")).toBe("7707083893");
    expect(innWithChecksum("5001007322")).toBe("500100732259");
    for (const body of ["771234567", "780000001", "1600000000", "5400999999"]) expect(isValidInn(innWithChecksum(body))).toBe(true);
  });

  it("refuses a body of another length", () => {
    expect(() => innWithChecksum("12345")).toThrow();
  });
});
