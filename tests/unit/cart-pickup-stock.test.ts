import { pickupStockOf, warehouseWithAll } from "@/lib/client/cart/pickup-stock";
import type { TCartStock } from "@/lib/contracts/cart";

const stock: TCartStock = {
  warehouses: [
    { id: 1, name: "Центральный" },
    { id: 2, name: "Северный" },
    { id: 3, name: "Южный" },
  ],
  items: [
    { id: 10, productId: 100, amount: 50, unit: "шт", warehouses: [{ warehouseId: 1, available: 0 }, { warehouseId: 2, available: 80 }, { warehouseId: 3, available: 50 }] },
    { id: 11, productId: 101, amount: 5, unit: "м", warehouses: [{ warehouseId: 1, available: 10 }, { warehouseId: 2, available: 0 }, { warehouseId: 3, available: 5 }] },
  ],
};

describe("a cart line's stock at the pickup warehouse", () => {
  it("is short where there is less than the amount and suggests the warehouses that have it all", () => {
    expect(pickupStockOf(stock, 10, 1)).toEqual({
      warehouse: { warehouseId: 1, name: "Центральный", available: 0 },
      unit: "шт",
      short: true,
      elsewhere: [
        { warehouseId: 2, name: "Северный", available: 80 },
        { warehouseId: 3, name: "Южный", available: 50 },
      ],
    });
  });

  it("follows a change of warehouse: fine there, nothing suggested", () => {
    expect(pickupStockOf(stock, 10, 2)).toEqual({ warehouse: { warehouseId: 2, name: "Северный", available: 80 }, unit: "шт", short: false, elsewhere: [] });
    expect(pickupStockOf(stock, 11, 2)?.short).toBe(true);
    expect(pickupStockOf(stock, 11, 2)?.elsewhere.map((w) => w.name)).toEqual(["Центральный", "Южный"]);
  });

  it("has nothing to say for lines without stock or an unknown warehouse", () => {
    expect(pickupStockOf(stock, 99, 1)).toBeNull();
    expect(pickupStockOf(stock, 10, 42)).toBeNull();
  });

  it("finds the first warehouse that has every selected line", () => {
    expect(warehouseWithAll(stock, [10, 11])).toEqual({ id: 3, name: "Южный" });
    expect(warehouseWithAll(stock, [10])).toEqual({ id: 2, name: "Северный" });
    expect(warehouseWithAll(stock, [])).toBeNull();
    expect(warehouseWithAll({ ...stock, items: [{ ...stock.items[0], amount: 500 }] }, [10])).toBeNull();
  });
});
