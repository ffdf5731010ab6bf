// The commercial offer calls (docs/api.md «Commercial offers»): an offer from the cart, a specification or an
// order; the buyer's markups over the company's price; the template (sanitised texts, columns, logo, the
// company's default); the PDF a reader can read and the xlsx; the lifecycle; bad input that changes nothing.
import { POST as addCartLinesRoute } from "@/app/api/v1/cart/lines/route";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { ZOffer, ZOfferListResponse } from "@/lib/contracts/offers";
import { saveProductPicture } from "@/lib/server/catalog/save-product-picture";
import { getDb } from "@/lib/server/db/client";
import { productImages } from "@/lib/server/db/schema";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { extractPdfText } from "../helpers/extract-pdf-text";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import {
  archiveOffer,
  copyOffer,
  createOffer,
  deleteOffer,
  deleteOfferLine,
  fileForm,
  getOffer,
  listOffers,
  offerLogo,
  offerPdf,
  offerXlsx,
  patchOffer,
  patchOfferLine,
  restoreOffer,
  saveDefaultTemplate,
  uploadLogo,
} from "./offer-fixtures";
import { addToCart, countRows, orderOne, patchSite, prepareProduct, pricedProducts, rub } from "./order-fixtures";
import { createSpec } from "./specification-fixtures";

scratchDataDir("b2b-offers-");

let buyer: string;
let individual: string;
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
  individual = await tokenFor("individual@demo.test");
});

const clearCart = (token: string) => callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token });
/** A price with a markup in percent, rounded to the kopeck (as the offer counts it). */
const up = (kopecks: number, percent: number) => Math.round((kopecks * (100 + percent)) / 100);
const template = (patch: Record<string, unknown> = {}) => ({ title: "КП", contacts: "ООО «Монтаж-Сервис»", intro: "", final: "", columns: ["name", "amount", "price", "total"], ...patch });

describe("an offer from the cart, with markups", () => {
  it("copies the cart's lines, prices them with the offer's markup and a line's own, and totals them", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 100);
    for (const product of [p, q]) await prepareProduct("localhost", product.id, { stock: [100] });
    await clearCart(buyer);
    await addToCart(buyer, { productId: p.id, amount: 3 });
    await addToCart(buyer, { productId: q.id, amount: 2 });

    const created = await createOffer(buyer, { name: "  КП для ЖК «Северный» ", markup: 15, source: { type: "cart" } });
    expect(created.status).toBe(201);
    const offer = ZOffer.parse(created.json);
    expect(offer).toMatchObject({ name: "КП для ЖК «Северный»", status: "active", markup: 15 });
    expect(offer.items.map((i) => [i.productId, i.amount])).toEqual([
      [p.id, 3],
      [q.id, 2],
    ]);
    expect(offer.items[0]).toMatchObject({ price: rub(p.price), markup: 15, ownMarkup: null, offerPrice: rub(up(p.price, 15)), offerTotal: rub(up(p.price, 15) * 3) });
    expect(offer.totals).toMatchObject({ positionsCount: 2, purchaseTotal: rub(p.price * 3 + q.price * 2), totalPrice: rub(up(p.price, 15) * 3 + up(q.price, 15) * 2) });
    // The cart is untouched.
    expect(await countRows("cart_items", `product_id IN (${p.id}, ${q.id})`)).toBe(2);

    // A line's own discount and amount; the offer's markup changed for the rest.
    const lineQ = offer.items[1].id;
    const changed = await patchOfferLine(buyer, offer.id, lineQ, { markup: -10.5, amount: 5 });
    expect(changed.status).toBe(200);
    expect(changed.json.items[1]).toMatchObject({ amount: 5, ownMarkup: -10.5, markup: -10.5, offerPrice: rub(up(q.price, -10.5)) });
    const remarked = await patchOffer(buyer, offer.id, { markup: 20 });
    expect(remarked.json.items[0]).toMatchObject({ markup: 20, offerPrice: rub(up(p.price, 20)) });
    expect(remarked.json.items[1].markup).toBe(-10.5);
    // Back to the offer's markup.
    const back = await patchOfferLine(buyer, offer.id, lineQ, { markup: null });
    expect(back.json.items[1]).toMatchObject({ ownMarkup: null, markup: 20 });

    const removed = await deleteOfferLine(buyer, offer.id, lineQ);
    expect(removed.json.items.map((i) => i.productId)).toEqual([p.id]);
    expect((await deleteOfferLine(buyer, offer.id, lineQ)).status).toBe(404);
  });

  it("refuses an empty cart with a clear 400", async () => {
    await clearCart(buyer);
    const res = await createOffer(buyer, { name: "Пустое", source: { type: "cart" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("Корзина пуста");
  });
});

describe("an offer from a specification, an order, or nothing", () => {
  it("copies a specification's and an order's lines; another company's are not found", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 102);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const spec = await createSpec(buyer, { name: "Щит", lines: [{ productId: p.id, amount: 4 }] });
    const fromSpec = await createOffer(buyer, { name: "Из спецификации", source: { type: "specification", id: spec.json.id } });
    expect(fromSpec.status).toBe(201);
    expect(fromSpec.json.items.map((i) => [i.productId, i.amount])).toEqual([[p.id, 4]]);

    await clearCart(buyer);
    const order = await orderOne(buyer, p.id, 2);
    const fromOrder = await createOffer(buyer, { name: "Из заказа", source: { type: "order", id: order.id } });
    expect(fromOrder.status).toBe(201);
    expect(fromOrder.json.items.map((i) => [i.productId, i.amount])).toEqual([[p.id, 2]]);

    const empty = await createOffer(buyer, { name: "Пустое" });
    expect(empty.status).toBe(201);
    expect(empty.json.items).toEqual([]);
    // The company's name is the starting contacts; the usual columns.
    expect(empty.json.template).toMatchObject({ title: "Коммерческое предложение", columns: ["name", "article", "amount", "price", "total"], logo: null });

    const before = await countRows("offers");
    expect((await createOffer(individual, { name: "Чужая", source: { type: "specification", id: spec.json.id } })).status).toBe(404);
    expect((await createOffer(individual, { name: "Чужой", source: { type: "order", id: order.id } })).status).toBe(404);
    expect(await countRows("offers")).toBe(before);
  });
});

describe("the lifecycle", () => {
  it("rename → copy → archive (409 on edit) → restore → archive → delete; lists mine and archive", async () => {
    const created = await createOffer(buyer, { name: "Жизненный цикл", markup: 5 });
    const id = created.json.id;
    expect((await patchOffer(buyer, id, { name: "Переименованное" })).json.name).toBe("Переименованное");
    const copy = await copyOffer(buyer, id, {});
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: "Переименованное (копия)", markup: 5, status: "active" });

    expect((await deleteOffer(buyer, id)).status).toBe(409);
    expect((await archiveOffer(buyer, id)).json.status).toBe("archived");
    expect((await archiveOffer(buyer, id)).status).toBe(409);
    const locked = await patchOffer(buyer, id, { name: "Нельзя" });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toContain("в архиве");
    const archive = await listOffers(buyer, { list: "archive" });
    expect(ZOfferListResponse.parse(archive.json).items.map((i) => i.id)).toContain(id);
    expect((await listOffers(buyer)).json.items.map((i) => i.id)).not.toContain(id);

    expect((await restoreOffer(buyer, id)).json.status).toBe("active");
    expect((await restoreOffer(buyer, id)).status).toBe(409);
    await archiveOffer(buyer, id);
    expect((await deleteOffer(buyer, id)).status).toBe(204);
    expect((await getOffer(buyer, id)).status).toBe(404);
    expect((await getOffer(buyer, copy.json.id)).status).toBe(200);
  });
});

describe("the template", () => {
  it("sanitises 10,000 characters of HTML, keeps the columns chosen, and becomes the company's default", async () => {
    const offer = (await createOffer(buyer, { name: "Шаблон" })).json;
    const paragraph = "<p>Благодарим за <b>интерес</b> к нашей продукции!</p>";
    const hostile = `${paragraph.repeat(200)}<script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(2)"><a href="https://example.ru" onclick="x()">сайт</a>`;
    expect(hostile.length).toBeGreaterThanOrEqual(10_000);
    const saved = await patchOffer(buyer, offer.id, { template: template({ intro: hostile, final: "<p>С уважением, отдел продаж</p>", columns: ["image", "name", "brand", "amount", "total"] }) });
    expect(saved.status).toBe(200);
    const intro = saved.json.template.intro;
    expect(intro).toContain("<b>интерес</b>");
    expect(intro).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(intro).toContain('<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>');
    expect(saved.json.template.columns).toEqual(["image", "name", "brand", "amount", "total"]);

    const defaulted = await saveDefaultTemplate(buyer, offer.id);
    expect(defaulted.status).toBe(200);
    const next = await createOffer(buyer, { name: "Следующее" });
    expect(next.json.template).toMatchObject({ title: "КП", contacts: "ООО «Монтаж-Сервис»", final: "<p>С уважением, отдел продаж</p>", columns: ["image", "name", "brand", "amount", "total"] });
    // Another company does not get it.
    const theirs = await createOffer(individual, { name: "Их" });
    expect(theirs.json.template.contacts).not.toBe("ООО «Монтаж-Сервис»");
  });

  it("answers 400 with field errors for bad templates, markups and names, and changes nothing", async () => {
    const offer = (await createOffer(buyer, { name: "Плохой ввод", markup: 7 })).json;
    const cases: [unknown, string][] = [
      [{ markup: -100 }, "markup"],
      [{ markup: "10" }, "markup"],
      [{ markup: 10.123 }, "markup"],
      [{ markup: 5000 }, "markup"],
      [{ name: "  " }, "name"],
      [{ template: template({ columns: [] }) }, "template.columns"],
      [{ template: template({ columns: ["name", "colour"] }) }, "template.columns.1"],
      [{ template: template({ intro: "x".repeat(20_001) }) }, "template.intro"],
    ];
    for (const [body, field] of cases) {
      const res = await patchOffer(buyer, offer.id, body);
      expect([res.status, body]).toEqual([400, body]);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    expect((await createOffer(buyer, { name: "Скидка 100 %", markup: -100 })).status).toBe(400);
    expect((await createOffer(buyer, { name: "Источник", source: { type: "wishlist" } })).status).toBe(400);
    expect((await getOffer(buyer, offer.id)).json).toMatchObject({ name: "Плохой ввод", markup: 7 });
    // An empty change is no error.
    expect((await patchOffer(buyer, offer.id, {})).status).toBe(200);
  });

  it("takes a JPG or PNG logo up to 2 MB as the offer's, and refuses anything else", async () => {
    const offer = (await createOffer(buyer, { name: "Логотип" })).json;
    const png = await sharp({ create: { width: 400, height: 120, channels: 3, background: "#1F6FEB" } }).png().toBuffer();
    const uploaded = await uploadLogo(buyer, offer.id, fileForm(png, "logo.png", "image/png"));
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.template.logo).toMatch(new RegExp(`^/api/v1/offer/${offer.id}/logo\\?v=[0-9a-f]{12}$`));
    const logo = await offerLogo(buyer, offer.id);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).width).toBe(400);
    expect((await offerLogo(individual, offer.id)).status).toBe(404);

    const text = await uploadLogo(buyer, offer.id, fileForm(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.png", "image/png"));
    expect(text.status).toBe(415);
    expect(text.json.message).toBe("Логотип — изображение JPG или PNG");
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadLogo(buyer, offer.id, fileForm(big, "big.png", "image/png"));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe("Логотип — не больше 2 МБ");

    // Removing it: the template says logo false.
    const removed = await patchOffer(buyer, offer.id, { template: template({ logo: false }) });
    expect(removed.json.template.logo).toBeNull();
    expect((await offerLogo(buyer, offer.id)).status).toBe(404);
  });
});

describe("files", () => {
  it("the PDF carries the template and every line in Cyrillic, rows never cut, with the header on each page", async () => {
    const products = await pricedProducts("localhost", "wholesale", 60, 0);
    await clearCart(buyer);
    const added = await callRoute(addCartLinesRoute, { path: "/api/v1/cart/lines", method: "POST", token: buyer, body: { lines: products.map((p) => ({ productId: p.id, amount: 1 })) } });
    expect(added.status).toBe(200);
    const offer = (await createOffer(buyer, { name: "Большое КП", markup: 10, source: { type: "cart" } })).json;
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#C0392B" } }).png().toBuffer();
    await uploadLogo(buyer, offer.id, fileForm(png, "logo.png", "image/png"));
    await patchOffer(buyer, offer.id, {
      template: template({ title: "Коммерческое предложение для ЖК «Северный»", intro: "<p>Предлагаем электрооборудование со склада в Москве.</p>", final: "<p>Цены действительны 10 дней.</p>", columns: ["name", "amount", "price", "total"] }),
    });
    const res = await offerPdf(buyer, offer.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("Большое КП.pdf"));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    // The logo is embedded as an image.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype \/Image/);
    const { totalPages, text, pages } = extractPdfText(bytes);
    expect(totalPages).toBeGreaterThan(1);
    for (const expected of ["Коммерческое предложение для ЖК «Северный»", "ООО «Монтаж-Сервис»", "Предлагаем электрооборудование со склада в Москве.", "Цены действительны 10 дней.", "Итого", "В том числе НДС"]) {
      expect(text).toContain(expected);
    }
    const read = (await getOffer(buyer, offer.id)).json;
    for (const item of read.items) expect(text).toContain(item.name.replace(/\s+/g, " "));
    const money = (decimal: string) => new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 2 }).format(Number(decimal)).replace(/\s/g, " ");
    expect(text.replace(/\s/g, " ")).toContain(money(read.totals.totalPrice));
    // Every page starts with the table's header (rows go whole to the next page).
    for (const page of pages.slice(1)) expect(page).toMatch(/^\s*№ Наименование Количество Цена Сумма/);
  });

  it("an offer without lines gets a clear 400 for its PDF and xlsx", async () => {
    const offer = (await createOffer(buyer, { name: "Пустое КП" })).json;
    for (const res of [await offerPdf(buyer, offer.id), await offerXlsx(buyer, offer.id)]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("В предложении нет позиций: добавьте товары, чтобы получить файл");
    }
  });

  it("the image column puts each line's own product picture into the PDF's table, and leaves a line without one empty", async () => {
    const site = await siteOf("localhost");
    const [pictured, plain] = await pricedProducts("localhost", "wholesale", 2, 107);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2E86C1" } }).jpeg().toBuffer();
    const saved = await saveProductPicture(site.id, photo);
    if (!saved) throw new Error("the picture was not stored");
    await getDb().insert(productImages).values({ siteId: site.id, productId: pictured.id, path: saved.key, sort: 0 });
    try {
      await clearCart(buyer);
      for (const p of [pictured, plain]) await addToCart(buyer, { productId: p.id, amount: 1 });
      const offer = (await createOffer(buyer, { name: "КП с картинками", source: { type: "cart" } })).json;
      const imagesIn = async (columns: string[]) => {
        expect((await patchOffer(buyer, offer.id, { template: template({ columns }) })).status).toBe(200);
        const res = await offerPdf(buyer, offer.id);
        expect(res.status).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(extractPdfText(bytes).text.replace(/\s+/g, " ")).toContain(pictured.name.replace(/\s+/g, " "));
        return Buffer.from(bytes).toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;
      };
      // No logo on this offer: the one image is the pictured product's; the other line has none to show.
      expect(await imagesIn(["image", "name", "amount", "total"])).toBe(1);
      expect(await imagesIn(["name", "amount", "total"])).toBe(0);
    } finally {
      await getDb().delete(productImages).where(and(eq(productImages.siteId, site.id), eq(productImages.productId, pictured.id)));
    }
  });

  it("the xlsx has the heading, the lines at the offer's prices and the total", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 103);
    await prepareProduct("localhost", p.id, { stock: [10] });
    await clearCart(buyer);
    await addToCart(buyer, { productId: p.id, amount: 2 });
    const offer = (await createOffer(buyer, { name: "Excel", markup: 25, source: { type: "cart" } })).json;
    const res = await offerXlsx(buyer, offer.id);
    expect(res.status).toBe(200);
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))));
    expect(rows[0]).toEqual(["Предложение", offer.template.title]);
    const line = rows.find((r) => r[3] === p.name);
    expect(line?.[4]).toBe("2");
    expect(Number(line?.[5])).toBeCloseTo(up(p.price, 25) / 100, 2);
    expect(rows.at(-1)?.[3]).toBe("Итого");
  });
});

describe("whose offers", () => {
  it("another company's offer is not found for every call; the module switched off answers 404", async () => {
    const theirs = (await createOffer(individual, { name: "Чужое КП" })).json;
    expect((await getOffer(buyer, theirs.id)).status).toBe(404);
    expect((await patchOffer(buyer, theirs.id, { name: "Моё" })).status).toBe(404);
    expect((await copyOffer(buyer, theirs.id, {})).status).toBe(404);
    expect((await archiveOffer(buyer, theirs.id)).status).toBe(404);
    expect((await offerPdf(buyer, theirs.id)).status).toBe(404);
    expect((await listOffers(buyer)).json.items.map((i) => i.id)).not.toContain(theirs.id);
    expect((await getOffer(individual, theirs.id)).json.name).toBe("Чужое КП");

    await patchSite("localhost", { modules: { offers: false } });
    try {
      const off = await listOffers(buyer);
      expect(off.status).toBe(404);
      expect(off.json.message).toBe("Коммерческие предложения на этом сайте не включены");
    } finally {
      await patchSite("localhost", { modules: { offers: true } });
    }
    expect((await listOffers(buyer)).status).toBe(200);
  });
});
