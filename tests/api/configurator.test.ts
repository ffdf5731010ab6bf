// The configurator calls (docs/api.md «Configurator», issue 23 item 3): the demo seller's distribution board —
// each step offers only the products that keep the rules over the catalogue's features given the earlier
// picks; a pick that breaks a rule is refused with the pick's field error; a complete board goes to the cart
// or a new specification; a rule naming an unknown feature is reported while the configurator keeps working;
// another site's configurator, another site's product and a switched-off site are not found.
import { sql } from "drizzle-orm";
import { POST as evaluateRoute } from "@/app/api/v1/configurators/[code]/evaluate/route";
import { POST as toCartRoute } from "@/app/api/v1/configurators/[code]/to-cart/route";
import { POST as toSpecificationRoute } from "@/app/api/v1/configurators/[code]/to-specification/route";
import { GET as listRoute } from "@/app/api/v1/configurators/route";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { GET as specificationsRoute } from "@/app/api/v1/specification/route";
import { ZConfigurationResponse, ZConfiguratorListResponse, type TConfigurationResponse, type TConfigurationToCartResponse } from "@/lib/contracts/configurator";
import type { TSpecificationChangeResponse, TSpecificationListResponse } from "@/lib/contracts/specifications";
import { saveConfigurator } from "@/lib/server/configurator/save-configurator";
import { demoBoardConfigurator } from "@/lib/server/db/seed/insert-configurators";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { sellerFiles, sellerInProcess } from "../helpers/seller-in-process";
import { patchSite, readCart, type TErrorBody } from "./order-fixtures";

scratchDataDir("b2b-configurator-");

type TExtra = { host?: string };
type TPick = { step: string; productId: number; amount: number };
const base = "/api/v1/configurators";
const evaluate = (token: string | undefined, code: string, body: unknown, extra: TExtra = {}) =>
  callRoute<TConfigurationResponse & TErrorBody>(evaluateRoute, { path: `${base}/${code}/evaluate`, method: "POST", token, body, params: { code }, ...extra });
const toCart = (token: string, code: string, body: unknown, extra: TExtra = {}) =>
  callRoute<TConfigurationToCartResponse & TErrorBody>(toCartRoute, { path: `${base}/${code}/to-cart`, method: "POST", token, body, params: { code }, ...extra });
const toSpecification = (token: string, code: string, body: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(toSpecificationRoute, { path: `${base}/${code}/to-specification`, method: "POST", token, body, params: { code }, ...extra });
const clearCart = (token: string) => callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token });

/** Features the product lacks are NaN (no comparison holds for them). */
type TSectionProduct = { id: number; name: string; modules: number; poles: number; current: number };

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("the test catalogue lacks a product this test needs");
  return value;
}

/** The active products of a section of the demo site with the features the board's rules read. */
async function sectionProducts(section: string, host = "localhost"): Promise<TSectionProduct[]> {
  const site = await siteOf(host);
  const feature = (name: string) =>
    sql`(SELECT pf.value_num::float8 FROM product_features pf JOIN features f ON f.id = pf.feature_id WHERE pf.site_id = p.site_id AND pf.product_id = p.id AND f.name = ${name})`;
  return rowsOf<Record<keyof TSectionProduct, string | number | null>>(
    await getDb().execute(sql`
      SELECT p.id, p.name, ${feature("Количество модулей")} AS modules, ${feature("Количество полюсов")} AS poles, ${feature("Номинальный ток")} AS current
      FROM products p JOIN sections s ON s.id = p.section_id
      WHERE p.site_id = ${site.id} AND p.is_active AND s.name = ${section} ORDER BY p.id`),
  ).map((r) => ({ id: Number(r.id), name: String(r.name), modules: Number(r.modules ?? NaN), poles: Number(r.poles ?? NaN), current: Number(r.current ?? NaN) }));
}

let buyer: string;
let individual: string;
let boxes: TSectionProduct[];
let rcds: TSectionProduct[];
let breakers: TSectionProduct[];
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
  individual = await tokenFor("individual@demo.test");
  boxes = await sectionProducts("Боксы пластиковые");
  rcds = await sectionProducts("Устройства защитного отключения (УЗО)");
  breakers = await sectionProducts("Автоматические выключатели");
});

/** Every option of a step, page by page. */
async function allOptions(picks: TPick[], step: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await evaluate(buyer, "board", { picks, step, page });
    expect(res.status).toBe(200);
    ids.push(...res.json.options.items.map((i) => i.productId));
    if (page >= res.json.options.meta.pageCount) return ids;
  }
}

describe("the demo seller's board", () => {
  it("is listed with its steps, and starts at the enclosure with the section's boxes", async () => {
    const list = await callRoute(listRoute, { path: base, token: buyer });
    expect(list.status).toBe(200);
    const { items } = ZConfiguratorListResponse.parse(list.json);
    expect(items.map((i) => i.code)).toEqual(["board"]);
    expect(items[0].steps.map((s) => s.title)).toEqual(["Корпус", "Вводное УЗО", "Автоматы"]);

    const res = await evaluate(buyer, "board", {});
    expect(res.status).toBe(200);
    const answer = ZConfigurationResponse.parse(res.json);
    expect(answer).toMatchObject({ picks: [], total: "0.00", complete: false, notices: [], capacities: [], options: { step: "enclosure" } });
    expect(answer.options.meta.totalCount).toBe(boxes.length);
    expect(answer.options.items[0].features.map((f) => f.name)).toContain("Количество модулей");
  });

  it("offers only breakers that fit the enclosure's free modules and the input RCD's current, with 1–3 poles", async () => {
    const box = must(boxes.filter((b) => !Number.isNaN(b.modules)).sort((a, b) => b.modules - a.modules)[0]);
    // The 2-pole RCD of the smallest current that some 1–3-pole breaker still fits under.
    const rcd = rcds
      .filter((r) => r.poles === 2 && breakers.some((b) => b.poles <= 3 && b.current <= r.current))
      .sort((a, b) => a.current - b.current)[0];
    if (!rcd) throw new Error("the test catalogue has no 2-pole RCD");
    const picks: TPick[] = [
      { step: "enclosure", productId: box.id, amount: 1 },
      { step: "input", productId: rcd.id, amount: 1 },
    ];
    const free = box.modules - rcd.modules;
    const expected = breakers.filter((b) => b.poles <= 3 && b.modules <= free && b.current <= rcd.current).map((b) => b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(breakers.length).toBeGreaterThan(expected.length);
    expect((await allOptions(picks, "breakers")).sort((a, b) => a - b)).toEqual(expected);

    const res = await evaluate(buyer, "board", { picks, step: "breakers" });
    expect(res.json.capacities).toEqual([{ step: "Корпус", feature: "Количество модулей", unit: "шт", used: rcd.modules, limit: box.modules, remaining: free }]);
    expect(res.json.complete).toBe(false);
  });

  it("refuses a pick that breaks a rule, naming the pick, and one that overfills the enclosure", async () => {
    const box = must(boxes.find((b) => !Number.isNaN(b.modules)));
    const fourPole = breakers.find((b) => b.poles === 4);
    const small = must(breakers.find((b) => b.poles === 1));
    if (fourPole) {
      const res = await evaluate(buyer, "board", { picks: [{ step: "enclosure", productId: box.id, amount: 1 }, { step: "breakers", productId: fourPole.id, amount: 1 }] });
      expect(res.status).toBe(400);
      expect(res.json.errors?.["picks.1"]?.[0]).toContain("Количество полюсов");
    }
    const over = await evaluate(buyer, "board", { picks: [{ step: "enclosure", productId: box.id, amount: 1 }, { step: "breakers", productId: small.id, amount: box.modules + 1 }] });
    expect(over.status).toBe(400);
    expect(over.json.errors?.["picks.1"]?.[0]).toBe(`Не хватает места: Количество модулей — нужно ${box.modules + 1}, доступно ${box.modules}`);
    const wrongSection = await evaluate(buyer, "board", { picks: [{ step: "enclosure", productId: small.id, amount: 1 }] });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.json.errors?.["picks.0.productId"]?.[0]).toContain("Корпус");
    const twoBoxes = await evaluate(buyer, "board", { picks: [{ step: "enclosure", productId: boxes[0].id, amount: 1 }, { step: "enclosure", productId: boxes[1].id, amount: 1 }] });
    expect(twoBoxes.status).toBe(400);
    expect(twoBoxes.json.errors?.["picks.1"]).toEqual(["Шаг «Корпус»: не больше 1 разных товаров"]);
  });

  it("answers bad input with field errors, never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ picks: "всё" }, "picks"],
      [{ picks: [{ step: "enclosure", productId: boxes[0].id, amount: 0 }] }, "picks.0.amount"],
      [{ picks: [{ step: "enclosure", productId: "abc", amount: 1 }] }, "picks.0.productId"],
      [{ picks: [{ step: "roof", productId: boxes[0].id, amount: 1 }] }, "picks.0.step"],
      [{ page: 0 }, "page"],
    ];
    for (const [body, field] of cases) {
      const res = await evaluate(buyer, "board", body);
      expect([res.status, Object.keys(res.json.errors ?? {})]).toEqual([400, [field]]);
    }
    expect((await evaluate(undefined, "board", {})).status).toBe(401);
  });
});

describe("the result", () => {
  const board = () => {
    const box = boxes.filter((b) => !Number.isNaN(b.modules)).sort((a, b) => b.modules - a.modules)[0];
    const breaker = must(breakers.find((b) => b.poles === 1));
    return [
      { step: "enclosure", productId: box.id, amount: 1 },
      { step: "breakers", productId: breaker.id, amount: 2 },
    ];
  };

  it("goes into the cart: every pick a line, the total as the configurator showed it", async () => {
    await clearCart(buyer);
    const picks = board();
    const shown = await evaluate(buyer, "board", { picks });
    expect(shown.json.complete).toBe(true);
    const res = await toCart(buyer, "board", { picks });
    expect(res.status).toBe(200);
    expect(res.json.summary).toMatchObject({ added: 2, skipped: [] });
    const cart = (await readCart(buyer)).json as { items: { productId: number; amount: number }[]; totals?: unknown };
    expect(cart.items.map((i) => [i.productId, i.amount]).sort()).toEqual(picks.map((p) => [p.productId, p.amount]).sort());
    expect(shown.json.total).not.toBe("0.00");
  });

  it("becomes a new specification named after the configuration", async () => {
    const picks = board();
    const res = await toSpecification(buyer, "board", { picks });
    expect(res.status).toBe(201);
    expect(res.json.name).toMatch(/^Распределительный щит от \d\d\.\d\d\.\d{4}$/);
    expect(res.json.items.map((i) => [i.productId, i.amount])).toEqual(picks.map((p) => [p.productId, p.amount]));
    const named = await toSpecification(buyer, "board", { picks, name: "Щит кв. 12" });
    expect(named.json.name).toBe("Щит кв. 12");
    // The specification is the buyer's company's: another company does not see it.
    const theirs = await callRoute<TSpecificationListResponse>(specificationsRoute, { path: "/api/v1/specification", token: individual, query: { list: "mine" } });
    expect(theirs.json.items.map((s) => s.id)).not.toContain(res.json.id);
  });

  it("an incomplete board is refused and changes nothing", async () => {
    await clearCart(buyer);
    const breaker = must(breakers.find((b) => b.poles === 1));
    const res = await toCart(buyer, "board", { picks: [{ step: "breakers", productId: breaker.id, amount: 1 }] });
    expect(res.status).toBe(400);
    expect(res.json.errors?.picks).toEqual(["Шаг «Корпус»: выберите хотя бы 1"]);
    expect(((await readCart(buyer)).json as { items: unknown[] }).items).toEqual([]);
    expect((await toSpecification(buyer, "board", { picks: [] })).status).toBe(400);
  });
});

describe("rules naming an unknown feature", () => {
  it("are reported when saved and in every answer, and the configurator still works without them", async () => {
    const site = await siteOf("localhost");
    const definition = structuredClone(demoBoardConfigurator) as typeof demoBoardConfigurator & { code: string };
    definition.code = "board-colour";
    (definition.steps[0].rules as unknown[]) = [{ op: "eq", feature: "Цвет корпуса", value: "белый" }];
    const saved = await saveConfigurator(getDb(), site.id, definition);
    expect(saved.notices).toEqual([{ step: "enclosure", rule: 1, feature: "Цвет корпуса", message: "Шаг «Корпус», правило 1: характеристики «Цвет корпуса» нет в каталоге — правило не применяется" }]);
    const res = await evaluate(buyer, "board-colour", {});
    expect(res.status).toBe(200);
    expect(res.json.notices).toEqual(saved.notices);
    expect(res.json.options.meta.totalCount).toBe(boxes.length);
  });

  it("a malformed definition is not saved", async () => {
    const site = await siteOf("localhost");
    const bad = { ...demoBoardConfigurator, code: "bad", steps: [{ ...demoBoardConfigurator.steps[2], rules: [{ op: "lte", feature: "Номинальный ток", of: { step: "input", feature: "Номинальный ток" } }] }] };
    await expect(saveConfigurator(getDb(), site.id, bad)).rejects.toThrow("Шаг «input» должен быть раньше шага «breakers»");
    expect((await evaluate(buyer, "bad", {})).status).toBe(404);
  });
});

describe("the seller console", () => {
  const files = sellerFiles("b2b-configurator-files-");

  it("saves a configurator from a file and lists it, reporting the rule with an unknown feature", async () => {
    const definition = { ...demoBoardConfigurator, code: "board-ip", name: "Щит IP65", steps: [{ ...demoBoardConfigurator.steps[0], rules: [{ op: "gte", feature: "Степень защиты IP", value: 65 }, { op: "eq", feature: "Класс пыли", value: "A" }] }] };
    const saved = await sellerInProcess(["configurator:save", "--site", "demo", "--file", files.write(definition)]);
    expect(saved.failure).toBeNull();
    expect(saved.stdout).toContain("Добавлен конфигуратор «board-ip» сайта «demo»: /modules/configurator/board-ip");
    expect(saved.stdout).toContain("Шаг «Корпус», правило 2: характеристики «Класс пыли» нет в каталоге — правило не применяется");
    const listed = await sellerInProcess(["configurator:list", "--site", "demo"]);
    expect(listed.stdout).toContain("Корпус (Боксы пластиковые) → Вводное УЗО");
    expect(listed.stdout).toContain("«Класс пыли»");
    // The saved rule works: only boxes of IP65 and up (the demo's plastic boxes are IP41) — none.
    const res = await evaluate(buyer, "board-ip", {});
    expect([res.status, res.json.options.meta.totalCount, res.json.notices.map((n) => n.feature)]).toEqual([200, 0, ["Класс пыли"]]);
    expect((await sellerInProcess(["configurator:remove", "--site", "demo", "--code", "board-ip"])).stdout).toBe("Удалён конфигуратор «board-ip»");
    expect((await evaluate(buyer, "board-ip", {})).status).toBe(404);
  });

  it("refuses a malformed file, naming the field, and saves nothing", async () => {
    const bad = await sellerInProcess(["configurator:save", "--site", "demo", "--file", files.write({ code: "x", name: "X", steps: [{ key: "a", title: "A", section: "Боксы пластиковые", rules: [{ op: "between", feature: "Длина" }] }] })]);
    expect(bad.failure).toContain("steps.0.rules.0");
    expect((await evaluate(buyer, "x", {})).status).toBe(404);
  });
});

describe("another site and a switched-off site", () => {
  it("another site's configurator and another site's product are not found", async () => {
    await patchSite("second.localhost", { modules: { enabled: true, configurator: true } });
    // buyer@demo.test is a buyer on the second site too (another site's account and company).
    const secondBuyer = await tokenFor("buyer@demo.test", "second.localhost");
    expect((await evaluate(secondBuyer, "board", {}, { host: "second.localhost" })).status).toBe(404);
    const secondSite = await siteOf("second.localhost");
    const [foreign] = rowsOf<{ id: number }>(await getDb().execute(sql`SELECT id FROM products WHERE site_id = ${secondSite.id} AND is_active ORDER BY id LIMIT 1`));
    const res = await evaluate(buyer, "board", { picks: [{ step: "enclosure", productId: Number(foreign.id), amount: 1 }] });
    expect(res.status).toBe(404);
    await patchSite("second.localhost", { modules: { configurator: false } });
  });

  it("a site with the module off answers 404 to every call", async () => {
    await patchSite("localhost", { modules: { configurator: false } });
    try {
      expect((await callRoute(listRoute, { path: base, token: buyer })).status).toBe(404);
      expect((await evaluate(buyer, "board", {})).status).toBe(404);
      expect((await toCart(buyer, "board", { picks: [{ step: "enclosure", productId: boxes[0].id, amount: 1 }] })).status).toBe(404);
    } finally {
      await patchSite("localhost", { modules: { configurator: true } });
    }
  });
});
