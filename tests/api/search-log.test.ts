import { and, eq } from "drizzle-orm";
import { GET as productRoute } from "@/app/api/v1/product/[id]/route";
import { POST as searchLogRoute } from "@/app/api/v2/search/log/route";
import { ZSearchLogAnswer } from "@/lib/contracts/catalog";
import { getDb } from "@/lib/server/db/client";
import { products, searchLog, searchLogClicks, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { countRows, type TErrorBody } from "./order-fixtures";

const VISITOR = "7d1c2f8e-3b4a-4c5d-8e9f-0a1b2c3d4e5f";
const send = (body: unknown, extra: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TErrorBody & { searchLogUuid?: string }>(searchLogRoute, { path: "/api/v2/search/log", body, ...extra });

async function firstProductOf(host: string): Promise<number> {
  const site = await siteOf(host);
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, site.id)).limit(1);
  return row.id;
}

// The server-rendered catalogue page is shared by every visitor, so it logs nothing itself: the page
// records the keyword search it showed with this call, and the product opened from it reports the row.
describe("POST /api/v2/search/log", () => {
  it("records a visitor's keyword search like the list endpoint would, and the product opened from it counts as its click", async () => {
    const site = await siteOf("localhost");
    const res = await send({ query: "keyword=кабель-маяк&brands=3&sort=-price&page=1&pageSize=20", resultsCount: 42, correctedKeyword: "кабель" }, { headers: { "user-uuid": VISITOR } });
    expect(res.status).toBe(201);
    const { searchLogUuid } = ZSearchLogAnswer.parse(res.json);
    const [row] = await getDb().select().from(searchLog).where(and(eq(searchLog.siteId, site.id), eq(searchLog.uuid, searchLogUuid)));
    expect(row).toMatchObject({ keyword: "кабель-маяк", correctedKeyword: "кабель", resultsCount: 42, userId: null, visitor: VISITOR });
    expect(row.filters).toMatchObject({ brands: [3] });

    const productId = await firstProductOf("localhost");
    const opened = await callRoute(productRoute, { path: `/api/v1/product/${productId}`, params: { id: String(productId) }, query: { "additionalFields[searchLogUuid]": searchLogUuid, "additionalFields[searchLogProductPosition]": "3" } });
    expect(opened.status).toBe(200);
    const clicks = await getDb().select().from(searchLogClicks).where(eq(searchLogClicks.searchLogId, row.id));
    expect(clicks.map((c) => ({ productId: c.productId, position: c.position }))).toEqual([{ productId, position: 3 }]);
  });

  it("names the signed-in buyer, and keeps each site's row to its site", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await send({ query: "keyword=лампа-маяк", resultsCount: 0, correctedKeyword: null }, { token });
    expect(res.status).toBe(201);
    const site = await siteOf("localhost");
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const [row] = await getDb().select().from(searchLog).where(eq(searchLog.uuid, res.json.searchLogUuid ?? ""));
    expect(row).toMatchObject({ siteId: site.id, userId: buyer.id, keyword: "лампа-маяк", resultsCount: 0 });

    // The second site's own row; another site's uuid opened there is not counted as a click.
    const second = await send({ query: "keyword=лампа-маяк", resultsCount: 1, correctedKeyword: null }, { host: "second.localhost" });
    expect(second.status).toBe(201);
    const [secondRow] = await getDb().select().from(searchLog).where(eq(searchLog.uuid, second.json.searchLogUuid ?? ""));
    expect(secondRow.siteId).toBe((await siteOf("second.localhost")).id);
    const productId = await firstProductOf("second.localhost");
    await callRoute(productRoute, { host: "second.localhost", path: `/api/v1/product/${productId}`, params: { id: String(productId) }, query: { "additionalFields[searchLogUuid]": row.uuid, "additionalFields[searchLogProductPosition]": "1" } });
    expect(await countRows("search_log_clicks", `search_log_id = ${row.id}`)).toBe(0);
  });

  it("answers bad input with a 400 naming the field, and stores nothing", async () => {
    const before = await countRows("search_log");
    const cases: [unknown, string][] = [
      [{ resultsCount: 1, correctedKeyword: null }, "query"],
      [{ query: "", resultsCount: 1, correctedKeyword: null }, "query"],
      [{ query: "section=5", resultsCount: 1, correctedKeyword: null }, "query"],
      [{ query: "keyword=x&page=0", resultsCount: 1, correctedKeyword: null }, "query.page"],
      [{ query: "keyword=x", resultsCount: -1, correctedKeyword: null }, "resultsCount"],
      [{ query: "keyword=x", resultsCount: 1.5, correctedKeyword: null }, "resultsCount"],
      [{ query: "keyword=x", resultsCount: 1, correctedKeyword: "я".repeat(201) }, "correctedKeyword"],
      // An unknown field (a uuid of its own choosing) is refused as the route kit refuses any: under "_".
      [{ query: "keyword=x", resultsCount: 1, correctedKeyword: null, uuid: VISITOR }, "_"],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    expect(await countRows("search_log")).toBe(before);
  });
});
