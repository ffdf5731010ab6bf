import { orderTotalsOf } from "@/lib/server/orders/order-totals-of";

describe("orderTotalsOf", () => {
  it("pays, taxes and invoices the catalogue lines only; the custom lines have their own total", () => {
    const totals = orderTotalsOf([
      { kind: "product", total: 10_000, vatAmount: 1_667 },
      { kind: "custom", total: 37_035, vatAmount: 6_173 },
      { kind: "product", total: 2_500, vatAmount: 417 },
    ]);
    expect(totals).toEqual({ items: 12_500, custom: 37_035, total: 12_500, vat: 2_084 });
  });

  it("is zero to pay for a list of custom lines only", () => {
    expect(orderTotalsOf([{ kind: "custom", total: 500, vatAmount: 83 }])).toEqual({ items: 0, custom: 500, total: 0, vat: 0 });
  });
});
