import { formatDate, formatMoney } from "@/lib/shared/money";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("writes kopecks as roubles with a comma and grouped thousands", () => {
    expect(plain(formatMoney(123450))).toBe("1 234,50 ₽");
    expect(plain(formatMoney(5))).toBe("0,05 ₽");
    expect(plain(formatMoney(123456789))).toBe("1 234 567,89 ₽");
    expect(plain(formatMoney(-100))).toBe("-1,00 ₽");
  });

  it("uses non-breaking spaces so a price never wraps", () => {
    expect(formatMoney(100000)).not.toMatch(/ /);
  });
});

describe("formatDate", () => {
  it("writes DD.MM.YYYY in Moscow time", () => {
    expect(formatDate("2026-03-08T10:00:00Z")).toBe("08.03.2026");
    expect(formatDate("2026-12-31T22:30:00Z")).toBe("01.01.2027");
  });
});
