import { forFirstPaint, fromFirstPaint } from "@/lib/client/catalog/first-paint";
import type { TProduct, TProductList } from "@/lib/contracts/catalog";
import { catalogJsonLd } from "@/lib/shared/catalog-json-ld";

const warehouses = [
  { id: 1, name: "Центральный склад", city: "Подольск" },
  { id: 2, name: "Склад СПб", city: "Санкт-Петербург" },
];

const product: TProduct = {
  id: 7,
  type: "catalog",
  article: "A-7",
  analog: true,
  isRelated: false,
  minimumBatch: 3,
  multiplicity: 3,
  numberOfItemsInCart: 0,
  currentPrice: "91.50",
  cashBack: "0.00",
  favorite: false,
  name: "Автомат ВА47-29",
  brand: { id: 3, name: "IEK" },
  category: { id: 2, name: "Автоматы", slug: "avtomaty" },
  section: { id: 5, name: "Модульное оборудование" },
  series: null,
  manufacturerCode: "MVA20",
  price: { value: "100.00", currency: "RUB" },
  manufacturer: { id: 4, name: "ИЭК", country: "Россия" },
  seller: { id: 1, name: "Электро-Опт" },
  unit: "шт",
  description: "Длинное описание для диалога товара",
  image: "/media/product/7.svg",
  images: [],
  quantityInBox: 12,
  quantityInBlock: null,
  deliveryTime: 3,
  vatRate: 20,
  weight: "0.120",
  isRecommended: true,
  features: [{ id: 1, name: "Ток", unit: "А", value: "16", primary: true }],
  stocks: [
    { id: 1, name: "Центральный склад", city: "Подольск", quantity: 5 },
    { id: 2, name: "Склад СПб", city: "Санкт-Петербург", quantity: 0 },
  ],
  stock1: 5,
  stock2: 0,
};

const list: TProductList = {
  items: [product],
  meta: { currentPage: 1, pageCount: 1, totalCount: 1, perPage: 20, searchLogUuid: null, title: "Каталог", description: null, hasInitialItem: false, itemsHeadingI18Key: "search.heading.catalog", correctedKeyword: null },
};

describe("the first page as the page data carries it", () => {
  it("leaves out what the browser puts back: description, features, type, stock columns and warehouse names", () => {
    const sent = forFirstPaint(list);
    const item = sent.items[0] as unknown as Record<string, unknown>;
    expect(item.stocks).toEqual([
      [1, 5],
      [2, 0],
    ]);
    for (const key of ["type", "description", "features", "stock1", "stock2"]) expect(item).not.toHaveProperty(key);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(list).length * 0.8);
  });

  it("comes back in the browser as the API's product, without description and features", () => {
    const back = fromFirstPaint(forFirstPaint(list), warehouses);
    expect(back.meta).toEqual(list.meta);
    expect(back.items[0]).toEqual({ ...product, description: "", features: [] });
  });

  it("leaves a warehouse the catalogue info does not know nameless", () => {
    const other = { ...list, items: [{ ...product, stocks: [{ id: 9, name: "Дальний", city: "Город", quantity: 2 }], stock9: 2 }] };
    const back = fromFirstPaint(forFirstPaint(other), warehouses);
    expect(back.items[0].stocks).toEqual([{ id: 9, name: "", city: "", quantity: 2 }]);
    expect(back.items[0].stock9).toBe(2);
  });

  it("is enough for the page's JSON-LD: the browser's copy builds the server's, product for product", () => {
    const page = { origin: "https://shop.example", pageHref: "/catalog?brands=3", name: "Каталог" };
    const json = catalogJsonLd({ list: fromFirstPaint(forFirstPaint(list), warehouses), ...page });
    expect(json).toBe(catalogJsonLd({ list, ...page }));
    const data = JSON.parse(json);
    expect(data.itemListElement[0].item).toMatchObject({ name: "Автомат ВА47-29", sku: "A-7", mpn: "MVA20", brand: { name: "IEK" }, offers: { price: "100.00", availability: "https://schema.org/InStock" } });
    expect(data.itemListElement[0].item.url).toBe("https://shop.example/product/7");
  });
});
