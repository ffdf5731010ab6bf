// Who sees and who changes a specification: the author; the company's members once it is shared (only the
// author or an Administrator change it); the seller's recommended ones, read only; nobody else — another
// company, another site, another user's unshared list — who gets 404 on every call with its id.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { companyMembers, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { tokenFor } from "../helpers/call-route";
import { pricedProducts } from "./order-fixtures";
import {
  addLines,
  archiveSpec,
  copySpec,
  createSpec,
  deleteLine,
  deleteSpec,
  exportSpecs,
  getSpec,
  listSpecs,
  patchSpec,
  putLine,
  restoreSpec,
  specToCart,
} from "./specification-fixtures";

const EDIT_FORBIDDEN = "Изменить спецификацию может только автор или администратор компании";
const READ_ONLY = "Рекомендуемую спецификацию можно только скопировать";
const NOT_FOUND = "Спецификация не найдена";

let buyer: string;
let admin: string;
let manager: string;
let productId: number;
beforeAll(async () => {
  [buyer, admin, manager] = await Promise.all(["buyer@demo.test", "admin@demo.test", "manager@demo.test"].map((e) => tokenFor(e)));
  [{ id: productId }] = await pricedProducts("localhost", "wholesale", 1, 140);
});

/** Every call that changes the specification (with the line it has), for the same answer from each. */
function changeCalls(token: string, id: number, lineId: number, host?: string) {
  const extra = host ? { host } : {};
  return {
    patch: () => patchSpec(token, id, { name: "Чужое имя" }, extra),
    addLines: () => addLines(token, id, { lines: [{ productId }] }, extra),
    putLine: () => putLine(token, id, lineId, { amount: 5 }, extra),
    deleteLine: () => deleteLine(token, id, lineId, extra),
    archive: () => archiveSpec(token, id, undefined, extra),
    restore: () => restoreSpec(token, id, undefined, extra),
    delete: () => deleteSpec(token, id, extra),
  };
}

/** Every call naming the specification, reads included. */
function everyCall(token: string, id: number, lineId: number, host?: string) {
  const extra = host ? { host } : {};
  return {
    ...changeCalls(token, id, lineId, host),
    get: () => getSpec(token, id, extra),
    copy: () => copySpec(token, id, {}, extra),
    toCart: () => specToCart(token, id, {}, extra),
  };
}

async function expectAll(calls: Record<string, () => Promise<{ status: number; json: { message?: string } }>>, status: number, message: string) {
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    expect([name, res.status, res.json.message]).toEqual([name, status, message]);
  }
}

describe("a buyer's specification", () => {
  it("unshared: only the author sees it — the company's Administrator and other members get 404", async () => {
    const spec = (await createSpec(buyer, { name: "Личная", lines: [{ productId }] })).json;
    const lineId = spec.items[0].id;
    for (const other of [admin, manager]) {
      await expectAll(everyCall(other, spec.id, lineId), 404, NOT_FOUND);
      expect((await listSpecs(other, { list: "company" })).json.items.map((i) => i.id)).not.toContain(spec.id);
    }
    expect((await getSpec(buyer, spec.id)).json.canEdit).toBe(true);
  });

  it("shared: every member sees it and may copy it, only the author or an Administrator change it", async () => {
    const spec = (await createSpec(buyer, { name: "Общая", shared: true, lines: [{ productId, amount: 2 }] })).json;
    const lineId = spec.items[0].id;

    const seen = await getSpec(manager, spec.id);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ canEdit: false, shared: true, author: spec.author });
    expect((await listSpecs(manager, { list: "company" })).json.items.find((i) => i.id === spec.id)?.canEdit).toBe(false);
    await expectAll(changeCalls(manager, spec.id, lineId), 403, EDIT_FORBIDDEN);
    const copy = await copySpec(manager, spec.id, {});
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ canEdit: true, shared: false, name: "Общая (копия)" });
    expect((await listSpecs(manager, { list: "mine" })).json.items.map((i) => i.id)).toContain(copy.json.id);
    expect((await specToCart(manager, spec.id, {})).status).toBe(200);

    // The company's Administrator edits it, archives it, sees it in their archive, and may delete it.
    expect((await listSpecs(admin, { list: "company" })).json.items.find((i) => i.id === spec.id)?.canEdit).toBe(true);
    const renamed = await patchSpec(admin, spec.id, { name: "Общая, правка администратора" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.author).toEqual(spec.author);
    expect((await putLine(admin, spec.id, lineId, { amount: 4 })).json.items[0].amount).toBe(4);
    expect((await archiveSpec(admin, spec.id)).json.status).toBe("archived");
    expect((await listSpecs(admin, { list: "archive" })).json.items.map((i) => i.id)).toContain(spec.id);
    expect((await listSpecs(buyer, { list: "archive" })).json.items.map((i) => i.id)).toContain(spec.id);
    // Archived, it is off the company list, and a plain member no longer sees it there.
    expect((await listSpecs(manager, { list: "company" })).json.items.map((i) => i.id)).not.toContain(spec.id);
    expect((await deleteSpec(manager, spec.id)).status).toBe(403);
    expect((await deleteSpec(admin, spec.id)).status).toBe(204);
  });

  it("an Administrator's own shared one: the buyer sees it and may not change it", async () => {
    const spec = (await createSpec(admin, { name: "От администратора", shared: true, lines: [{ productId }] })).json;
    await expectAll(changeCalls(buyer, spec.id, spec.items[0].id), 403, EDIT_FORBIDDEN);
    expect((await getSpec(buyer, spec.id)).json.canEdit).toBe(false);
  });

  it("belongs to the active company: switched to another company, the same user gets 404", async () => {
    const multi = await tokenFor("multi@demo.test");
    const site = await siteOf("localhost");
    const [row] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, "multi@demo.test")));
    const spec = (await createSpec(multi, { name: "Общая, многокомпанийный", shared: true, lines: [{ productId }] })).json;
    const memberships = await getDb().select({ companyId: companyMembers.companyId }).from(companyMembers).where(and(eq(companyMembers.siteId, site.id), eq(companyMembers.userId, row.id)));
    const vector = memberships.map((m) => m.companyId).find((id) => id !== spec.company?.id) as number;
    expect(vector).toBeDefined();
    await getDb().update(users).set({ activeCompanyId: vector }).where(eq(users.id, row.id));
    await expectAll(everyCall(multi, spec.id, spec.items[0].id), 404, NOT_FOUND);
    // In the other company the user's lists are that company's.
    expect((await listSpecs(multi, { list: "mine" })).json.items.map((i) => i.id)).not.toContain(spec.id);
    await getDb().update(users).set({ activeCompanyId: spec.company?.id ?? null }).where(eq(users.id, row.id));
    expect((await getSpec(multi, spec.id)).status).toBe(200);
  });
});

describe("another company's or another site's specification is not found", () => {
  it("on every call with its id, shared or not", async () => {
    const individual = await tokenFor("individual@demo.test");
    const otherSite = await tokenFor("buyer@demo.test", "second.localhost");
    for (const shared of [false, true]) {
      const spec = (await createSpec(buyer, { name: `Ромашка ${shared}`, shared, lines: [{ productId }] })).json;
      const lineId = spec.items[0].id;
      await expectAll(everyCall(individual, spec.id, lineId), 404, NOT_FOUND);
      await expectAll(everyCall(otherSite, spec.id, lineId, "second.localhost"), 404, NOT_FOUND);
      const exported = await exportSpecs(individual, { ids: String(spec.id) });
      expect(exported.status).toBe(404);
      // This site's token on the other site is no session there.
      expect((await getSpec(buyer, spec.id, { host: "second.localhost" })).status).toBe(401);
      for (const list of ["mine", "company", "archive"]) expect((await listSpecs(individual, { list })).json.items.map((i) => i.id)).not.toContain(spec.id);
      // Nothing changed by the attempts.
      expect((await getSpec(buyer, spec.id)).json).toMatchObject({ name: spec.name, status: "active", items: [{ amount: spec.items[0].amount }] });
    }
  });

  it("the other site's recommended ones are not this site's", async () => {
    const mine = (await listSpecs(buyer, { list: "recommended" })).json.items;
    expect(mine.length).toBeGreaterThan(0);
    const otherSite = await tokenFor("buyer@demo.test", "second.localhost");
    expect((await getSpec(otherSite, mine[0].id, { host: "second.localhost" })).status).toBe(404);
    const theirs = (await listSpecs(otherSite, { list: "recommended" }, { host: "second.localhost" })).json.items.map((i) => i.id);
    expect(theirs).not.toContain(mine[0].id);
  });
});

describe("a recommended specification", () => {
  it("is read only: every change is 403, copying and «в корзину» work", async () => {
    const [recommended] = (await listSpecs(buyer, { list: "recommended" })).json.items;
    const full = (await getSpec(buyer, recommended.id)).json;
    expect(full).toMatchObject({ kind: "recommended", canEdit: false, author: null, company: null });
    expect(full.items.length).toBeGreaterThan(0);
    for (const token of [buyer, admin]) await expectAll(changeCalls(token, full.id, full.items[0].id), 403, READ_ONLY);
    const copy = await copySpec(buyer, full.id, {});
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ kind: "buyer", canEdit: true, name: `${full.name} (копия)` });
    expect(copy.json.items.map((i) => [i.productId, i.amount])).toEqual(full.items.map((i) => [i.productId, i.amount]));
    const toCart = await specToCart(manager, full.id, {});
    expect(toCart.status).toBe(200);
    expect(toCart.json.summary.added).toBe(full.items.filter((i) => i.state !== "missing").length);
    // Unchanged by all of it.
    expect((await getSpec(buyer, full.id)).json.items).toEqual(full.items);
  });
});

describe("a user without a company", () => {
  it("is refused with the hint to choose one", async () => {
    const site = await siteOf("localhost");
    await getDb().insert(users).values({ siteId: site.id, email: "nocompany@demo.test", firstName: "Без", lastName: "Компании" });
    const token = await tokenFor("nocompany@demo.test");
    for (const res of [await listSpecs(token), await createSpec(token, { name: "x" }), await getSpec(token, 1)]) {
      expect([res.status, res.json.message]).toEqual([403, "Чтобы пользоваться спецификациями, выберите компанию"]);
    }
  });
});
