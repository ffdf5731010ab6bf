import { bonusSpendLimit } from "@/lib/shared/bonus-spend";
import { orderTotalsOf, withBonusSpent } from "@/lib/server/orders/order-totals-of";

describe("orderTotalsOf", () => {
  it("pays, taxes and invoices the catalogue lines only; the custom lines have their own total", () => {
    const totals = orderTotalsOf([
      { kind: "product", total: 10_000, vatAmount: 1_667 },
      { kind: "custom", total: 37_035, vatAmount: 6_173 },
      { kind: "product", total: 2_500, vatAmount: 417 },
    ]);
    expect(totals).toEqual({ items: 12_500, custom: 37_035, total: 12_500, vat: 2_084, bonus: 0 });
  });

  it("is zero to pay for a list of custom lines only", () => {
    expect(orderTotalsOf([{ kind: "custom", total: 500, vatAmount: 83 }])).toEqual({ items: 0, custom: 500, total: 0, vat: 0, bonus: 0 });
  });
});

describe("golden club bonuses paying part of an order", () => {
  it("take the bonuses off what is paid and its VAT in proportion; the goods' total stays", () => {
    const goods = orderTotalsOf([{ kind: "product", total: 12_000, vatAmount: 2_000 }]);
    expect(withBonusSpent(goods, 3_000)).toEqual({ items: 12_000, custom: 0, total: 9_000, vat: 1_500, bonus: 3_000 });
    expect(withBonusSpent(goods, 0)).toBe(goods);
  });

  it("may pay min(balance, the share of the total), rounded down to the kopeck, and nothing without a share or a balance", () => {
    expect(bonusSpendLimit(10_001, 1_000_000, 30)).toBe(3_000);
    expect(bonusSpendLimit(100_000, 2_500, 30)).toBe(2_500);
    expect(bonusSpendLimit(100_000, 100_000, 12.5)).toBe(12_500);
    expect(bonusSpendLimit(100_000, 100_000, 150)).toBe(100_000);
    expect(bonusSpendLimit(100_000, 100_000, 0)).toBe(0);
    expect(bonusSpendLimit(100_000, 0, 30)).toBe(0);
    expect(bonusSpendLimit(0, 100_000, 30)).toBe(0);
  });
});
