import { withWarehouseNames } from "@/lib/client/catalog/first-paint";
import type { TProductList } from "@/lib/contracts/catalog";

const warehouses = [
  { id: 1, name: "Центральный склад", city: "Подольск" },
  { id: 2, name: "Склад СПб", city: "Санкт-Петербург" },
];

function listWith(stocks: TProductList["items"][number]["stocks"]): TProductList {
  const product = { id: 7, stocks, stock1: 5 } as unknown as TProductList["items"][number];
  return { items: [product], meta: { currentPage: 1, pageCount: 1, totalCount: 1, perPage: 20, searchLogUuid: null, title: "Каталог", description: null, hasInitialItem: false, itemsHeadingI18Key: "search.heading.catalog", correctedKeyword: null } };
}

describe("withWarehouseNames", () => {
  it("puts the warehouse names the server left out back into the first page's stocks", () => {
    const list = withWarehouseNames(listWith([{ id: 1, name: "", city: "", quantity: 5 }, { id: 2, name: "", city: "", quantity: 0 }]), warehouses);
    expect(list.items[0].stocks).toEqual([
      { id: 1, name: "Центральный склад", city: "Подольск", quantity: 5 },
      { id: 2, name: "Склад СПб", city: "Санкт-Петербург", quantity: 0 },
    ]);
    // Everything else of the product is kept.
    expect(list.items[0]).toMatchObject({ id: 7, stock1: 5 });
  });

  it("keeps names that are there and leaves an unknown warehouse nameless", () => {
    const list = withWarehouseNames(listWith([{ id: 1, name: "Свой", city: "Город", quantity: 1 }, { id: 9, name: "", city: "", quantity: 2 }]), warehouses);
    expect(list.items[0].stocks).toEqual([
      { id: 1, name: "Свой", city: "Город", quantity: 1 },
      { id: 9, name: "", city: "", quantity: 2 },
    ]);
  });
});
