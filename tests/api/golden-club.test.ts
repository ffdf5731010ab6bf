import { and, asc, eq } from "drizzle-orm";
import { POST as feedbackRoute } from "@/app/api/v1/golden-club/feedback/route";
import { GET as historyRoute } from "@/app/api/v1/golden-club/history/route";
import { POST as joinRoute } from "@/app/api/v1/golden-club/join/route";
import { GET as clubRoute } from "@/app/api/v1/golden-club/route";
import { GET as productRoute } from "@/app/api/v1/product/[id]/route";
import { POST as currentPriceRoute } from "@/app/api/v1/product/current-price/route";
import { GET as productListRoute } from "@/app/api/v1/product/route";
import { GET as companyRoute } from "@/app/api/v1/user/company/route";
import { POST as setCompanyRoute } from "@/app/api/v1/user/set-company/route";
import { ZBonusHistory, ZGoldenClub, type TBonusHistory, type TGoldenClub } from "@/lib/contracts/golden-club";
import { clearClubProgramCache } from "@/lib/server/club/club-program";
import { listClubFeedback } from "@/lib/server/club/list-club-feedback";
import { getDb } from "@/lib/server/db/client";
import { brands, clubFeedback, companies, priceTypes, productPrices, products, sections } from "@/lib/server/db/schema";
import { applyOrdersFrom1C } from "@/lib/server/exchange/apply-orders-from-1c";
import { readSellerArgs } from "@/scripts/seller/run-command";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { orderOne, prepareProduct, rub, type TErrorBody } from "./order-fixtures";

type TPrices = { items: { id: number; currentPrice: string; cashBack: string }[] };
type TExtra = { host?: string };

const club = (token: string | undefined, extra: TExtra = {}) => callRoute<TGoldenClub & TErrorBody>(clubRoute, { path: "/api/v1/golden-club", token, ...extra });
const join = (token: string | undefined, extra: TExtra = {}) => callRoute<TGoldenClub & TErrorBody>(joinRoute, { path: "/api/v1/golden-club/join", method: "POST", token, ...extra });
const history = (token: string | undefined, query: Record<string, string> = {}, extra: TExtra = {}) =>
  callRoute<TBonusHistory & TErrorBody>(historyRoute, { path: "/api/v1/golden-club/history", token, query, ...extra });
const feedback = (token: string | undefined, body: unknown, extra: TExtra = {}) =>
  callRoute<{ id: number; kind: string } & TErrorBody>(feedbackRoute, { path: "/api/v1/golden-club/feedback", method: "POST", token, body, ...extra });
const prices = (token: string | undefined, ids: number[]) =>
  callRoute<TPrices>(currentPriceRoute, { path: "/api/v1/product/current-price", body: { items: ids.map((id) => ({ id, amount: 1 })) }, token });

/** Wholesale-priced active products of the demo site of a brand or a section (by name), cheapest rows first. */
async function productsOf(where: { brand?: string; section?: string; notBrand?: string }, limit = 2) {
  const site = await siteOf("localhost");
  const rows = await getDb()
    .select({ id: products.id, price: productPrices.price, brand: brands.name, section: sections.name })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.siteId, products.siteId), eq(productPrices.productId, products.id)))
    .innerJoin(priceTypes, and(eq(priceTypes.id, productPrices.priceTypeId), eq(priceTypes.code, "wholesale")))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(sections, eq(sections.id, products.sectionId))
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  return rows
    .filter((r) => (!where.brand || r.brand === where.brand) && (!where.section || r.section === where.section) && (!where.notBrand || r.brand !== where.notBrand))
    .slice(0, limit);
}

const percentOf = (kopecks: number, bp: number) => rub(Math.round((kopecks * bp) / 10_000));

describe("GET /api/v1/golden-club", () => {
  it("shows a member company its level, turnover, the next level, the percents and its bonus balance", async () => {
    const res = await club(await tokenFor("buyer@demo.test"));
    expect(res.status).toBe(200);
    const answer = ZGoldenClub.parse(res.json);
    expect(answer).toMatchObject({ isMember: true, turnover: "0.00", balance: "3540.00", spendMaxPercent: 30, hasQuestionnaire: false });
    expect(answer.level).toMatchObject({ name: "Серебряный", percent: 1, isCurrent: true });
    expect(answer.nextLevel).toEqual({ level: expect.objectContaining({ name: "Золотой", percent: 3, turnoverFrom: "500000.00" }), needed: "500000.00" });
    expect(answer.levels.map((l) => [l.name, l.turnoverFrom, l.percent])).toEqual([
      ["Серебряный", "0.00", 1],
      ["Золотой", "500000.00", 3],
      ["Платиновый", "2000000.00", 5],
    ]);
    expect(answer.rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "brand", name: "IEK", percent: 7 }), expect.objectContaining({ kind: "section", name: "Кабель ВВГ", percent: 0.5 })]),
    );
  });

  it("shows a company outside the club the programme without a level, and it joins once", async () => {
    const token = await tokenFor("individual@demo.test");
    const before = ZGoldenClub.parse((await club(token)).json);
    expect(before).toMatchObject({ isMember: false, joinedAt: null, level: null, nextLevel: null, balance: "750.00" });
    expect(before.levels).toHaveLength(3);
    const joined = await join(token);
    expect(joined.status).toBe(200);
    expect(ZGoldenClub.parse(joined.json)).toMatchObject({ isMember: true, level: { name: "Серебряный" } });
    const again = await join(token);
    expect(again.status).toBe(200);
    expect(again.json.joinedAt).toBe(joined.json.joinedAt);
  });

  it("answers 401 to visitors and to another site's token, 404 where the site runs no club", async () => {
    expect((await club(undefined)).status).toBe(401);
    expect((await history(undefined)).status).toBe(401);
    const second = await tokenFor("buyer@demo.test", "second.localhost");
    for (const res of [await club(second, { host: "second.localhost" }), await join(second, { host: "second.localhost" }), await history(second, {}, { host: "second.localhost" })]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("На этом сайте нет Золотого клуба");
    }
    expect((await feedback(second, { kind: "feedback", message: "Привет" }, { host: "second.localhost" })).status).toBe(404);
    // A localhost token means nothing on second.localhost.
    expect((await club(await tokenFor("buyer@demo.test"), { host: "second.localhost" })).status).toBe(401);
  });
});

describe("cash-back in product answers", () => {
  it("gives a member the brand's, the section's or the level's percent of its price, and everyone else 0.00", async () => {
    const [iek] = await productsOf({ brand: "IEK" });
    const [cable] = await productsOf({ section: "Кабель ВВГ", notBrand: "IEK" });
    const [plain] = (await productsOf({ notBrand: "IEK" }, 50)).filter((p) => p.section !== "Кабель ВВГ");
    const ids = [iek.id, cable.id, plain.id];
    const member = await prices(await tokenFor("buyer@demo.test"), ids);
    expect(member.json.items).toEqual([
      { id: iek.id, currentPrice: rub(iek.price), cashBack: percentOf(iek.price, 700) },
      { id: cable.id, currentPrice: rub(cable.price), cashBack: percentOf(cable.price, 50) },
      { id: plain.id, currentPrice: rub(plain.price), cashBack: percentOf(plain.price, 100) },
    ]);
    expect(Number(member.json.items[0].cashBack)).toBeGreaterThan(0);
    // АО "Вектор" is not in the club; a visitor has no company.
    const vectorUser = await tokenFor("multi@demo.test");
    const vectorId = await companyIdOf('АО "Вектор"');
    expect((await callRoute(setCompanyRoute, { path: "/api/v1/user/set-company", body: { id: vectorId }, token: vectorUser })).status).toBe(200);
    for (const answer of [await prices(vectorUser, ids), await prices(undefined, ids)]) {
      expect(answer.json.items).toHaveLength(3);
      for (const item of answer.json.items) expect(item.cashBack).toBe("0.00");
    }
  });

  it("carries the same cash-back in the product list and the product answer", async () => {
    const token = await tokenFor("buyer@demo.test");
    const [iek] = await productsOf({ brand: "IEK" });
    const one = await callRoute<{ id: number; cashBack: string }>(productRoute, { path: `/api/v1/product/${iek.id}`, params: { id: String(iek.id) }, token });
    expect(one.json.cashBack).toBe(percentOf(iek.price, 700));
    const list = await callRoute<{ items: { id: number; currentPrice: string; cashBack: string; brand: { name: string } | null }[] }>(productListRoute, { path: "/api/v1/product", token });
    expect(list.status).toBe(200);
    expect(list.json.items.length).toBeGreaterThan(0);
    for (const item of list.json.items) expect(Number(item.cashBack)).toBeGreaterThan(0);
    const anonymous = await callRoute<{ items: { cashBack: string }[] }>(productListRoute, { path: "/api/v1/product" });
    for (const item of anonymous.json.items) expect(item.cashBack).toBe("0.00");
  });
});

async function companyIdOf(name: string): Promise<number> {
  const site = await siteOf("localhost");
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

describe("bonus history", () => {
  it("accrues the cash-back of a completed order once, and the balance shows in the club and company info", async () => {
    const token = await tokenFor("buyer@demo.test");
    const [iek] = await productsOf({ brand: "IEK" });
    await prepareProduct("localhost", iek.id, { stock: [100] });
    const order = await orderOne(token, iek.id, 3);
    const site = await siteOf("localhost");
    const completed = { kind: "order" as const, id: String(order.id), number: "", status: "completed" as const, statusText: "Закрыт", paidAt: null, isPaidAtExact: false, shipment: null };
    // A cold programme cache: the accrual reads the levels inside the exchange's transaction.
    clearClubProgramCache();
    await applyOrdersFrom1C(site.id, [completed]);
    const bonus = Math.round((iek.price * 3 * 700) / 10_000);
    const first = ZBonusHistory.parse((await history(token)).json);
    expect(first.items[0]).toMatchObject({ kind: "accrual", amount: rub(bonus), orderId: order.id, orderName: order.name });
    expect(first.items.at(-1)).toMatchObject({ kind: "opening", amount: "3540.00", orderId: null });
    expect(first.meta).toMatchObject({ totalCount: 2, currentPage: 1 });
    const balance = rub(354_000 + bonus);
    expect((await club(token)).json).toMatchObject({ balance, turnover: rub(iek.price * 3) });
    expect((await callRoute<{ bonus: string }>(companyRoute, { path: "/api/v1/user/company", token })).json.bonus).toBe(balance);
    // 1C sends «completed» again (and cancels nothing): no second accrual.
    await applyOrdersFrom1C(site.id, [{ ...completed, statusText: "Выполнен" }]);
    await applyOrdersFrom1C(site.id, [completed]);
    expect((await history(token)).json.meta.totalCount).toBe(2);
    expect((await club(token)).json.balance).toBe(balance);
  });

  it("pages, refuses a bad page with field errors, and shows another company only its own", async () => {
    const token = await tokenFor("buyer@demo.test");
    const paged = await history(token, { page: "2", "per-page": "1" });
    expect(paged.json.items).toHaveLength(1);
    expect(paged.json.items[0].kind).toBe("opening");
    const bad = await history(token, { page: "zero", "per-page": "100000" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(expect.arrayContaining(["page"]));
    // АО "Вектор" (multi@demo.test's active company by now) is outside the club: nothing of «Ромашка» leaks.
    const vector = await tokenFor("multi@demo.test");
    const other = await club(vector);
    expect(other.json).toMatchObject({ isMember: false, balance: "0.00", turnover: "0.00" });
    expect((await history(vector)).json.items).toEqual([]);
  });
});

/** One seller console command in-process: what it printed, or the error it ended with. */
async function seller(args: string[]): Promise<{ stdout: string; failure: string | null }> {
  const out: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void out.push(parts.join(" ")));
  let failure: string | null = null;
  try {
    const call = readSellerArgs(args);
    if ("help" in call) throw new Error(call.help);
    await call.run();
  } catch (e) {
    failure = (e as Error).message;
  } finally {
    log.mockRestore();
  }
  return { stdout: out.join("\n"), failure };
}

describe("the seller console sets a club up", () => {
  it("switches the club on, adds levels and a brand's percent; buyers then join and see cash-back; off again → 404", async () => {
    const host = "second.localhost";
    const token = await tokenFor("buyer@demo.test", host);
    expect((await club(token, { host })).status).toBe(404);
    expect((await seller(["club", "--site", host, "--on"])).stdout).toContain("Золотой клуб сайта «second»: включён; участников: 0");
    expect((await seller(["club:level", "--site", host, "--name", "Старт", "--from", "0", "--percent", "2,5"])).stdout).toBe("Добавлен уровень «Старт»");
    expect((await seller(["club:level", "--site", host, "--name", "Профи", "--from", "100 000", "--percent", "4"])).stdout).toBe("Добавлен уровень «Профи»");
    expect((await seller(["club:level", "--site", host, "--name", "Профи", "--from", "200000", "--percent", "4.5"])).stdout).toBe("Изменён уровень «Профи»");
    expect((await seller(["club:level", "--site", host, "--name", "Дубль", "--from", "0", "--percent", "1"])).failure).toContain("уже начинается уровень «Старт»");
    expect((await seller(["club:level", "--site", host, "--name", "Старт", "--from", "0", "--percent", "101"])).failure).toContain("--percent: процент от 0 до 100");
    const site = await siteOf(host);
    const [brand] = await getDb().select({ name: brands.name }).from(brands).where(eq(brands.siteId, site.id)).limit(1);
    expect((await seller(["club:rule", "--site", host, "--brand", brand.name, "--percent", "10"])).stdout).toBe(`Особый процент бренда «${brand.name}»: 10 %`);
    expect((await seller(["club:rule", "--site", host, "--brand", "Нет такого", "--percent", "10"])).failure).toContain("бренда «Нет такого» на сайте нет");
    const shown = await seller(["club", "--site", host]);
    expect(shown.stdout).toMatch(/Старт\s+0\.00\s+2,5 %/);
    expect(shown.stdout).toMatch(/Профи\s+200000\.00\s+4,5 %/);
    expect(shown.stdout).toContain(`бренд «${brand.name}»: 10 %`);

    const joined = ZGoldenClub.parse((await join(token, { host })).json);
    expect(joined).toMatchObject({ isMember: true, level: { name: "Старт", percent: 2.5 }, nextLevel: { needed: "200000.00" } });
    const list = await callRoute<{ items: { currentPrice: string; cashBack: string; brand: { name: string } | null }[] }>(productListRoute, { path: "/api/v1/product", token, host });
    for (const item of list.json.items) {
      const kopecks = Math.round(Number(item.currentPrice) * 100);
      expect(item.cashBack).toBe(percentOf(kopecks, item.brand?.name === brand.name ? 1000 : 250));
    }
    expect((await seller(["club:rule", "--site", host, "--brand", brand.name, "--remove"])).stdout).toBe(`Снят особый процент бренда «${brand.name}»`);
    expect((await seller(["club:level", "--site", host, "--name", "Профи", "--remove"])).stdout).toBe("Удалён уровень «Профи»");
    expect((await seller(["club", "--site", host, "--off"])).stdout).toContain("выключен");
    expect((await club(token, { host })).status).toBe(404);
    const after = await callRoute<{ items: { cashBack: string }[] }>(productListRoute, { path: "/api/v1/product", token, host });
    expect(after.json.items.length).toBeGreaterThan(0);
    for (const item of after.json.items) expect(item.cashBack).toBe("0.00");
  });
});

describe("POST /api/v1/golden-club/feedback", () => {
  it("stores the feedback and the questionnaire for the seller", async () => {
    const token = await tokenFor("buyer@demo.test");
    const sent = await feedback(token, { kind: "feedback", message: "  Добавьте, пожалуйста, кабель КГ в акцию  " });
    expect(sent.status).toBe(201);
    const answers = { kind: "questionnaire", activity: "installer", frequency: "monthly", source: "manager", rating: 5, brands: "IEK, EKF" };
    expect((await feedback(token, answers)).status).toBe(201);
    expect((await club(token)).json.hasQuestionnaire).toBe(true);
    const site = await siteOf("localhost");
    const seen = await listClubFeedback({ siteId: site.id, limit: 10 });
    expect(seen.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "questionnaire", company: 'ООО "Ромашка"', body: { activity: "installer", frequency: "monthly", source: "manager", rating: 5, brands: "IEK, EKF", comment: "" } }),
      expect.objectContaining({ kind: "feedback", company: 'ООО "Ромашка"', body: { message: "Добавьте, пожалуйста, кабель КГ в акцию" } }),
    ]);
    // Another site's seller sees none of it.
    expect(await listClubFeedback({ siteId: (await siteOf("second.localhost")).id, limit: 10 })).toEqual([]);
  });

  it("the seller console's club:feedback lists them, the questionnaire's answers in words", async () => {
    const { stdout: text } = await seller(["club:feedback", "--site", "localhost", "--limit", "5"]);
    expect(text).toMatch(/№ \d+ · .* · Анкета участника · ООО "Ромашка" · buyer@demo\.test/);
    for (const line of ["Вид деятельности: Монтажная организация", "Как часто вы закупаете: Каждый месяц", "Откуда вы узнали о нас: От менеджера", "Оценка работы с нами: 5 из 5", "Бренды, которые вы покупаете чаще всего: IEK, EKF"]) {
      expect(text).toContain(`  ${line}`);
    }
    expect(text).toMatch(/Обратная связь · ООО "Ромашка"[^\n]*\n  Добавьте, пожалуйста, кабель КГ в акцию/);
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const token = await tokenFor("buyer@demo.test");
    const site = await siteOf("localhost");
    const before = (await getDb().select().from(clubFeedback).where(eq(clubFeedback.siteId, site.id))).length;
    const empty = await feedback(token, { kind: "feedback", message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.message).toEqual(["Напишите сообщение"]);
    expect((await feedback(token, { kind: "feedback", message: "я".repeat(2001) })).json.errors?.message).toEqual(["Не длиннее 2000 символов"]);
    const bad = await feedback(token, { kind: "questionnaire", activity: "astronaut", frequency: "monthly", rating: 9 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["activity", "rating", "source"]);
    expect((await feedback(token, { kind: "spam" })).status).toBe(400);
    expect((await feedback(token, "текст")).status).toBe(400);
    expect((await getDb().select().from(clubFeedback).where(eq(clubFeedback.siteId, site.id))).length).toBe(before);
  });
});
