// The cross-site and cross-company matrix (issue 16), generated from the route table: every route with a
// record in its path ([id], [slug]) is called with another site's and another company's records and tokens.
// Someone else's record is a 404 (401/403 where the caller may not call the route at all) — never 200 with
// the other's data, never 5xx — while the same call with the caller's own record succeeds, which proves the
// ids are real and the call itself is sound. A new route with an id fails here until its kind of record
// has a source below. (tests/api/tenancy.test.ts keeps the host → site cases.)
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as searchFiltersRoute } from "@/app/api/v2/search/filters/route";
import type { TCart } from "@/lib/contracts/cart";
import { getDb } from "@/lib/server/db/client";
import {
  brands,
  companies,
  contentPages,
  customProducts,
  deliveryAddresses,
  feedItems,
  feeds,
  paymentBindings,
  priceTypes,
  productGroups,
  products,
  sections,
  userFilters,
  users,
} from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor, type THandler } from "../helpers/call-route";
import { isErrorShape } from "../helpers/fuzz-config";
import { loadRouteTable, pathOf, routeFiles, type THttpMethod, type TRouteEntry } from "../helpers/route-table";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { addToCart, orderOne, patchSite, prepareProduct, pricedProducts, readCart } from "./order-fixtures";
import { archiveOffer, createOffer, fileForm, uploadLogo } from "./offer-fixtures";
import { addManagerLine, archiveManagerOrder, createManagerOrder } from "./order-manager-fixtures";
import { archiveSpec, createSpec } from "./specification-fixtures";

scratchDataDir("b2b-tenancy-matrix-");

/** Whose a record is: an account on a site, its company, and a token of it. */
type TOwner = { name: string; host: string; siteId: number; userId: number; companyId: number; token: string };
type TKeys = Record<string, string>;
/** site: every account of the site may see it; company / user: only that company's / that account's. */
type TScope = "site" | "company" | "user";

const first = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error(`the test database has no ${what}`);
  return row;
};

/** A product the owner's company can buy, in stock. */
async function buyableProduct(owner: TOwner, offset: number) {
  const { code } = await first(
    getDb().select({ code: priceTypes.code }).from(companies).innerJoin(priceTypes, eq(priceTypes.id, companies.priceTypeId)).where(eq(companies.id, owner.companyId)),
    `price type of company ${owner.companyId}`,
  );
  const [product] = await pricedProducts(owner.host, code, 1, offset);
  await prepareProduct(owner.host, product.id, { stock: [1000] });
  return product;
}

let made = 0;
/** Where a route's record comes from, by the route's path up to its last record segment. */
const sources: Record<string, { scope: TScope; make: (owner: TOwner) => Promise<TKeys> }> = {
  "/api/v1/cart/items/[id]": {
    scope: "user",
    make: async (owner) => {
      const product = await buyableProduct(owner, 40 + (made++ % 20));
      const added = await addToCart(owner.token, { productId: product.id, amount: 1 }, { host: owner.host });
      if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.json)}`);
      const cart = (await readCart(owner.token, { host: owner.host })).json as TCart;
      const line = cart.items.find((i) => i.productId === product.id);
      if (!line) throw new Error("the cart has no line of the product added");
      return { id: String(line.id) };
    },
  },
  "/api/v1/catalog-section/[id]": {
    scope: "site",
    make: async (owner) => ({ id: String((await first(getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, owner.siteId)).orderBy(asc(sections.id)), "section")).id) }),
  },
  "/api/v1/company/addresses/[id]": {
    scope: "company",
    make: async (owner) => {
      const [row] = await getDb().insert(deliveryAddresses).values({ siteId: owner.siteId, companyId: owner.companyId, address: `г. Тула, ул. ${owner.name}, д. 1` }).returning();
      return { id: String(row.id) };
    },
  },
  "/api/v1/content/[id]": {
    scope: "site",
    make: async (owner) => ({ id: String((await first(getDb().select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.siteId, owner.siteId)).orderBy(asc(contentPages.id)), "content page")).id) }),
  },
  "/api/v1/documents/[id]": {
    // The invoice made when an order is placed ([id]/pdf and [id]/xlsx are the same record).
    scope: "company",
    make: async (owner) => {
      const order = await orderOne(owner.token, (await buyableProduct(owner, made++ % 20)).id, 1, owner.host);
      return { id: String(order.documents[0].id) };
    },
  },
  "/api/v1/filter/group/[id]": {
    scope: "site",
    make: async (owner) => ({ id: String((await first(getDb().select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.siteId, owner.siteId)).orderBy(asc(productGroups.id)), "product group")).id) }),
  },
  "/api/v1/offer/[id]": {
    // The owner's offer made from their cart with one product in it ([lineId] of the line routes).
    scope: "user",
    make: async (owner) => {
      const product = await buyableProduct(owner, made++ % 20);
      await addToCart(owner.token, { productId: product.id, amount: 1 }, { host: owner.host });
      const created = await createOffer(owner.token, { name: `КП ${owner.name}`, source: { type: "cart" } }, { host: owner.host });
      if (created.status !== 201) throw new Error(`create an offer: ${JSON.stringify(created.json)}`);
      return { id: String(created.json.id), lineId: String(created.json.items[0].id) };
    },
  },
  "/api/v1/order-manager/[id]": {
    // The owner's customer order with one line of free text ([lineId] of the line routes).
    scope: "user",
    make: async (owner) => {
      const created = await createManagerOrder(owner.token, { customer: { name: `Клиент ${owner.name}` } }, { host: owner.host });
      if (created.status !== 201) throw new Error(`create a customer order: ${JSON.stringify(created.json)}`);
      const withLine = await addManagerLine(owner.token, created.json.id, { name: "Монтаж", amount: 1, price: 100 }, { host: owner.host });
      return { id: String(created.json.id), lineId: String(withLine.json.items[0].id) };
    },
  },
  "/api/v1/order/[id]": {
    scope: "company",
    make: async (owner) => ({ id: String((await orderOne(owner.token, (await buyableProduct(owner, made++ % 20)).id, 1, owner.host)).id) }),
  },
  "/api/v1/payment/unbind-card/[id]": {
    scope: "user",
    make: async (owner) => {
      const [card] = await getDb().insert(paymentBindings).values({ siteId: owner.siteId, userId: owner.userId, maskedPan: "220000******0001", paymentSystem: "MIR", expiry: "12/30" }).returning();
      return { id: String(card.id) };
    },
  },
  "/api/v1/product-brand/[id]": {
    scope: "site",
    make: async (owner) => ({ id: String((await first(getDb().select({ id: brands.id }).from(brands).where(eq(brands.siteId, owner.siteId)).orderBy(asc(brands.id)), "brand")).id) }),
  },
  "/api/v1/product-custom/[id]": {
    scope: "company",
    make: async (owner) => {
      const [row] = await getDb().insert(customProducts).values({ siteId: owner.siteId, companyId: owner.companyId, userId: owner.userId, name: `Щит ${owner.name}`, article: "SCH-1" }).returning();
      return { id: String(row.id) };
    },
  },
  "/api/v1/product/[id]": {
    scope: "site",
    make: async (owner) => ({ id: String((await first(getDb().select({ id: products.id }).from(products).where(and(eq(products.siteId, owner.siteId), eq(products.isActive, true))).orderBy(asc(products.id)), "product")).id) }),
  },
  "/api/v1/specification/[id]": {
    // An unshared specification of the owner with one line ([lineId] of the line routes).
    scope: "user",
    make: async (owner) => {
      const product = await buyableProduct(owner, 20 + (made++ % 20));
      const created = await createSpec(owner.token, { name: `Спецификация ${owner.name}`, lines: [{ productId: product.id, amount: 1 }] }, { host: owner.host });
      if (created.status !== 201) throw new Error(`create a specification: ${JSON.stringify(created.json)}`);
      return { id: String(created.json.id), lineId: String(created.json.items[0].id) };
    },
  },
  "/api/v1/user-filter/[id]": {
    scope: "user",
    make: async (owner) => {
      const [row] = await getDb().insert(userFilters).values({ siteId: owner.siteId, userId: owner.userId, name: "Кабель", url: "keyword=кабель" }).returning();
      return { id: String(row.id) };
    },
  },
  "/api/v2/feeds/[slug]": {
    scope: "site",
    make: async (owner) => ({ slug: (await first(getDb().select({ slug: feeds.slug }).from(feeds).where(eq(feeds.siteId, owner.siteId)), "feed")).slug }),
  },
  "/api/v2/feeds/[slug]/items/[id]": {
    scope: "site",
    make: async (owner) => {
      const row = await first(
        getDb().select({ slug: feeds.slug, id: feedItems.id }).from(feedItems).innerJoin(feeds, eq(feeds.id, feedItems.feedId)).where(eq(feedItems.siteId, owner.siteId)).orderBy(asc(feedItems.id)),
        "feed item",
      );
      return { slug: row.slug, id: String(row.id) };
    },
  },
  "/api/v2/search/filters/[id]": {
    scope: "site",
    make: async (owner) => {
      const list = await callRoute<{ items: { id: number }[] }>(searchFiltersRoute as THandler, { host: owner.host, path: "/api/v2/search/filters" });
      if (!list.json.items?.length) throw new Error(`no search filters on ${owner.host}`);
      return { id: String(list.json.items[0].id) };
    },
  },
};

/** The route's kind of record: its path up to its last record segment ("/api/v1/order/[id]/cancel" → "/api/v1/order/[id]"). */
function kindOf(entry: TRouteEntry): string | null {
  const at = Math.max(entry.path.lastIndexOf("/[id]"), entry.path.lastIndexOf("/[slug]"));
  if (at === -1) return null;
  return entry.path.slice(0, entry.path.indexOf("]", at) + 1);
}

async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1F6FEB" } }).png().toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  return form;
}

async function logoForm(): Promise<FormData> {
  return fileForm(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1F6FEB" } }).png().toBuffer(), "logo.png", "image/png");
}

/** What the caller's own record must be in for a call to succeed (only archived specifications are restored or deleted). */
const preparations: Record<string, (keys: TKeys, owner: TOwner) => Promise<void>> = {
  "DELETE /api/v1/specification/[id]": async (keys, owner) => void (await archiveSpec(owner.token, Number(keys.id), undefined, { host: owner.host })),
  "POST /api/v1/specification/[id]/restore": async (keys, owner) => void (await archiveSpec(owner.token, Number(keys.id), undefined, { host: owner.host })),
  "DELETE /api/v1/offer/[id]": async (keys, owner) => void (await archiveOffer(owner.token, Number(keys.id), undefined, { host: owner.host })),
  "POST /api/v1/offer/[id]/restore": async (keys, owner) => void (await archiveOffer(owner.token, Number(keys.id), undefined, { host: owner.host })),
  "GET /api/v1/offer/[id]/logo": async (keys, owner) => void (await uploadLogo(owner.token, Number(keys.id), await logoForm(), { host: owner.host })),
  "DELETE /api/v1/order-manager/[id]": async (keys, owner) => void (await archiveManagerOrder(owner.token, Number(keys.id), undefined, { host: owner.host })),
  "POST /api/v1/order-manager/[id]/restore": async (keys, owner) => void (await archiveManagerOrder(owner.token, Number(keys.id), undefined, { host: owner.host })),
};

/** A valid body for the calls that need one: the caller's own call must succeed with it. */
const bodies: Record<string, () => Promise<unknown>> = {
  "PUT /api/v1/cart/items/[id]": async () => ({ amount: 2 }),
  "PUT /api/v1/company/addresses/[id]": async () => ({ comment: "Въезд со двора" }),
  "PUT /api/v1/product-custom/[id]": async () => ({ name: "Щит переименованный" }),
  "PUT /api/v1/specification/[id]/lines/[lineId]": async () => ({ amount: 2 }),
  "POST /api/v1/specification/[id]/lines": async () => {
    const [product] = await pricedProducts("localhost", "wholesale", 1, 90);
    return { lines: [{ productId: product.id }] };
  },
  "POST /api/v1/product-custom/[id]/upload-photo": pngForm,
  "POST /api/v1/offer/[id]/lines": async () => {
    const [product] = await pricedProducts("localhost", "wholesale", 1, 90);
    return { lines: [{ productId: product.id }] };
  },
  "PATCH /api/v1/offer/[id]/lines/[lineId]": async () => ({ amount: 2 }),
  "POST /api/v1/offer/[id]/logo": logoForm,
  "PATCH /api/v1/order-manager/[id]": async () => ({ status: "in_progress" }),
  "POST /api/v1/order-manager/[id]/lines": async () => ({ name: "Доставка", amount: 1, price: 500 }),
  "PATCH /api/v1/order-manager/[id]/lines/[lineId]": async () => ({ amount: 2 }),
  "POST /api/v1/order-manager/[id]/comments": async () => ({ text: "Клиент ждёт звонка" }),
};

async function ownerOf(name: string, email: string, host: string): Promise<TOwner> {
  const site = await siteOf(host);
  const user = await first(getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email))), `user ${email} on ${host}`);
  if (!user.activeCompanyId) throw new Error(`${email} has no company`);
  return { name, host, siteId: site.id, userId: user.id, companyId: user.activeCompanyId, token: await tokenFor(email, host) };
}

let owners: { me: TOwner; otherCompany: TOwner; otherSite: TOwner };
let table: Map<string, TRouteEntry>;

beforeAll(async () => {
  owners = {
    me: await ownerOf("me", "buyer@demo.test", "localhost"),
    otherCompany: await ownerOf("other company", "individual@demo.test", "localhost"),
    otherSite: await ownerOf("other site", "buyer@demo.test", "second.localhost"),
  };
  if (owners.me.companyId === owners.otherCompany.companyId) throw new Error("the two buyers share a company");
  // Cancelling is off by default; the control call of the cancel route needs it.
  // Documents: the second site shows none by default (403 before any record is looked at); on, its 404s are tested.
  // Offers and the order manager: the second site has the modules off by default (404 for every call); on, its records are tested.
  for (const host of ["localhost", "second.localhost"])
    await patchSite(host, { featureFlags: { orderCancel: true }, settings: { isAllowedViewLegalDocuments: true }, modules: { enabled: true, offers: true, orderManager: true } });
  const entries = await loadRouteTable();
  table = new Map(entries.map((entry) => [entry.path, entry]));
});

const recordRoutes = routeFiles()
  .map((file) => `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`)
  .filter((path) => /\/\[(id|slug)\]/.test(path));

describe("cross-site and cross-company matrix", () => {
  it("finds the routes with a record in their path", () => {
    expect(recordRoutes.length).toBeGreaterThan(10);
  });

  it.each(recordRoutes)("%s: another site's or company's record is not found, the caller's own is", async (path) => {
    const entry = table.get(path);
    if (!entry) throw new Error(`${path} did not load`);
    const kind = kindOf(entry);
    const source = kind ? sources[kind] : undefined;
    if (!kind || !source) throw new Error(`${path}: add a source of its records (kind ${kind}) to the matrix`);
    const { me, otherCompany, otherSite } = owners;

    for (const [method, handler] of Object.entries(entry.handlers) as [THttpMethod, THandler][]) {
      const bodyOf = bodies[`${method} ${path}`];
      const call = async (keys: TKeys, who: TOwner | null, host: string) => {
        const body = bodyOf ? await bodyOf() : undefined;
        const res = await callRoute(handler, { method, host, path: pathOf(entry, keys), params: keys, token: who?.token, body });
        return { ...res, label: `${method} ${pathOf(entry, keys)} on ${host} as ${who?.name ?? "anonymous"}` };
      };
      const refused = (res: Awaited<ReturnType<typeof call>>, allowed: number[]) => {
        if (!allowed.includes(res.status)) throw new Error(`${res.label}: ${res.status}, expected ${allowed.join(" or ")}: ${JSON.stringify(res.json).slice(0, 300)}`);
        if (!isErrorShape(res.json)) throw new Error(`${res.label}: ${res.status} outside the error shape`);
      };

      const mine = await source.make(me);
      const theirSite = await source.make(otherSite);
      // Records named by a slug may have the same name on both sites ("news"): then each site answers with
      // its own record, and what must not happen is this site's record coming back on the other site.
      const sameKeys = Object.entries(theirSite).every(([k, v]) => mine[k] === v);
      let onOtherSite: Awaited<ReturnType<typeof call>> | null = null;
      if (sameKeys) onOtherSite = await call(mine, otherSite, otherSite.host);
      else {
        // Another site's record, asked on this site: by a buyer of this site, anonymously.
        refused(await call(theirSite, me, me.host), [403, 404]);
        refused(await call(theirSite, null, me.host), [401, 403, 404]);
        // This site's record, asked on the other site with the other site's token.
        refused(await call(mine, otherSite, otherSite.host), [403, 404]);
      }
      if (source.scope !== "site") {
        refused(await call(mine, otherSite, me.host), [401]);
        // Another company's record on the same site.
        refused(await call(await source.make(otherCompany), me, me.host), [403, 404]);
      }
      // The caller's own record: found, which proves the ids above were real and the call sound.
      await preparations[`${method} ${path}`]?.(mine, me);
      const own = await call(mine, me, me.host);
      if (own.status >= 300) throw new Error(`${own.label}: ${own.status} for the caller's own record: ${JSON.stringify(own.json).slice(0, 300)}`);
      if (onOtherSite && onOtherSite.status < 300) expect(onOtherSite.json).not.toEqual(own.json);
    }
  });
});
