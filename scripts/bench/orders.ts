// npm run bench:orders [-- --orders 200 --products 20]
// 200 concurrent order placements against the same 20 products, through the real route handler
// (auth, idempotency, one transaction with the stock reservation). Half of the products are a few
// units short, so the last buyers race for the last units. Runs on a fresh PGlite in memory and in a
// data folder (as the server keeps it), and on PostgreSQL when DATABASE_URL is set (a scratch
// database there, dropped afterwards).
// Prints orders/s and latency, then proves: no stock is negative, every placed order exists exactly
// once, reserved + remaining = initial stock, and a retry with the same X-Request-Id changes nothing.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { createSession } from "../../lib/server/auth/create-session";
import { closeDb, handleFromPglite, handleFromPostgres, pgliteExtensions, setDbHandle, type TDbHandle } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { rowsOf } from "../../lib/server/db/rows";
import { analyticsEvents, cartItems, carts, companies, companyMembers, orderItems, orders, priceTypes, products, stocks, users, warehouses } from "../../lib/server/db/schema";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { clearSiteCache, resolveSite } from "../../lib/server/sites/resolve-site";
import { runScript } from "../lib/run-script";
import { postOrder } from "./post-order";

type TResult = { requestId: string; token: string; body: string; status: number; ms: number; orderId: number | null };
type TRun = {
  kind: string;
  attempts: number;
  placed: number;
  conflicts: number;
  errors: number;
  seconds: number;
  ordersPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time of this process per request (PGlite runs inside it): what the run costs regardless of other load on the machine. */
  cpuMsPerRequest: number;
  checks: string[];
};

const { values: args } = parseArgs({
  options: { orders: { type: "string", default: "200" }, products: { type: "string", default: "20" }, only: { type: "string" } },
});
/** `--only memory|disk|postgres` runs one database kind (profiling, quick checks). */
const only = args.only;
const ORDERS = Number(args.orders);
const PRODUCTS = Number(args.products);
if (!Number.isInteger(ORDERS) || ORDERS < 2 || !Number.isInteger(PRODUCTS) || PRODUCTS < 1) throw new Error("--orders ≥ 2 и --products ≥ 1 — целые числа");

/** A small deterministic PRNG, so every run asks for the same carts. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * ORDERS buyers, each in their own company (own cart), each with 3 of the PRODUCTS products in the
 * cart; half of them pick up, half have it delivered. Half of the products have exactly what is
 * asked for; the other half are 3 units short, so the last buyers of those race for the last units
 * and some lose (409).
 */
async function prepare(handle: TDbHandle) {
  const db = handle.db;
  const site = await resolveSite("localhost");
  if (!site) throw new Error("нет сайта localhost после заполнения");
  const [priceType] = await db.select({ id: priceTypes.id }).from(priceTypes).where(and(eq(priceTypes.siteId, site.id), eq(priceTypes.code, "wholesale")));
  const chosen = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(PRODUCTS);
  const ids = chosen.map((p) => p.id);
  await db.update(products).set({ minimumBatch: 1, multiplicity: 1 }).where(inArray(products.id, ids));
  const houses = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort), asc(warehouses.id));

  const random = rng(20251122);
  const demand = new Map<number, number>(ids.map((id) => [id, 0]));
  const pickupDemand = new Map<number, number>(ids.map((id) => [id, 0]));
  const buyers: { token: string; lines: { productId: number; amount: number }[]; pickup: boolean }[] = [];
  const companyRows = await db
    .insert(companies)
    .values(Array.from({ length: ORDERS }, (_, i) => ({ siteId: site.id, name: `ООО "Нагрузка ${i + 1}"`, priceTypeId: priceType.id })))
    .returning({ id: companies.id });
  const userRows = await db
    .insert(users)
    .values(companyRows.map((c, i) => ({ siteId: site.id, email: `bench-${i + 1}@bench.test`, firstName: "Нагрузка", lastName: `№${i + 1}`, activeCompanyId: c.id })))
    .returning({ id: users.id });
  await db.insert(companyMembers).values(userRows.map((u, i) => ({ siteId: site.id, companyId: companyRows[i].id, userId: u.id })));
  const cartRows = await db
    .insert(carts)
    .values(userRows.map((u, i) => ({ siteId: site.id, userId: u.id, companyId: companyRows[i].id })))
    .returning({ id: carts.id });
  const itemRows: (typeof cartItems.$inferInsert)[] = [];
  for (const [i, user] of userRows.entries()) {
    const picked = new Set<number>();
    while (picked.size < Math.min(3, ids.length)) picked.add(ids[Math.floor(random() * ids.length)]);
    const lines = [...picked].map((productId) => ({ productId, amount: 1 + Math.floor(random() * 5) }));
    for (const line of lines) {
      demand.set(line.productId, (demand.get(line.productId) ?? 0) + line.amount);
      if (i % 2 === 0) pickupDemand.set(line.productId, (pickupDemand.get(line.productId) ?? 0) + line.amount);
      itemRows.push({ siteId: site.id, cartId: cartRows[i].id, kind: "product", productId: line.productId, name: `товар ${line.productId}`, amount: line.amount });
    }
    const { token } = await createSession({ site }, { userId: user.id, rememberMe: false });
    buyers.push({ token, lines, pickup: i % 2 === 0 });
  }
  await db.insert(cartItems).values(itemRows);

  // Deliveries take from the warehouses in the seller's order: their stock sits in the first two
  // (so lines split across them); pickups take from the last warehouse, which holds theirs. The
  // shortage of the short products is at the pickup warehouse: the last pickups there lose.
  await db.delete(stocks).where(and(eq(stocks.siteId, site.id), inArray(stocks.productId, ids)));
  const initial = new Map<string, number>();
  const stockRows = ids.flatMap((productId, index) => {
    const pickups = pickupDemand.get(productId) ?? 0;
    const deliveries = (demand.get(productId) ?? 0) - pickups;
    const first = Math.ceil(deliveries * 0.6);
    return houses.map((w, i) => {
      const last = i === houses.length - 1;
      const quantity = last ? Math.max(0, pickups - (index % 2 === 1 ? 3 : 0)) : i === 0 ? first : i === 1 ? deliveries - first : 0;
      initial.set(`${productId}:${w.id}`, quantity);
      return { siteId: site.id, productId, warehouseId: w.id, quantity, reserved: 0 };
    });
  });
  await db.insert(stocks).values(stockRows);
  return { site, ids, buyers, initial, pickupWarehouse: houses[houses.length - 1].id };
}

async function place(token: string, requestId: string, body: string): Promise<{ status: number; orderId: number | null }> {
  const response = await postOrder(token, requestId, body);
  const json = (await response.json()) as { order?: { id: number }; message?: string };
  if (response.status >= 500) console.error(`  ${response.status}: ${json.message}`);
  return { status: response.status, orderId: json.order?.id ?? null };
}

async function verify(handle: TDbHandle, ctx: Awaited<ReturnType<typeof prepare>>, results: TResult[]): Promise<string[]> {
  const db = handle.db;
  const failures: string[] = [];
  const checks: string[] = [];
  const check = (ok: boolean, text: string) => (ok ? checks.push(`✓ ${text}`) : failures.push(`✗ ${text}`));

  const stockRows = await db.select().from(stocks).where(and(eq(stocks.siteId, ctx.site.id), inArray(stocks.productId, ctx.ids)));
  check(
    stockRows.every((s) => s.reserved >= 0 && s.quantity - s.reserved >= 0),
    "нет отрицательных остатков: reserved ≥ 0 и quantity − reserved ≥ 0 в каждой строке",
  );
  check(
    stockRows.every((s) => s.quantity === ctx.initial.get(`${s.productId}:${s.warehouseId}`)),
    "количество на складах не изменилось (резерв не списывает товар)",
  );

  const placed = results.filter((r) => r.status === 200);
  const ids = placed.map((r) => r.orderId ?? 0);
  check(new Set(ids).size === ids.length, "у каждого успешного ответа свой заказ");
  const rows = await db.select({ id: orders.id, positions: orders.positionsCount }).from(orders).where(eq(orders.siteId, ctx.site.id));
  const counted = new Map<number, number>();
  for (const r of rows) counted.set(r.id, (counted.get(r.id) ?? 0) + 1);
  check(ids.every((id) => counted.get(id) === 1) && rows.length === ids.length, `каждый оформленный заказ существует ровно один раз (${ids.length} в ответах, ${rows.length} в базе)`);
  const success = await db.select({ orderId: analyticsEvents.orderId }).from(analyticsEvents).where(and(eq(analyticsEvents.siteId, ctx.site.id), eq(analyticsEvents.type, "ORDER_SUCCESS")));
  check(success.length === ids.length && new Set(success.map((s) => s.orderId)).size === ids.length, "одно событие ORDER_SUCCESS на заказ");

  // Per product: what the placed orders hold is exactly what is reserved, and reserved + remaining = initial.
  const ordered = rowsOf<{ product_id: number; amount: number }>(
    await db.execute(sql`SELECT ${orderItems.productId} AS product_id, sum(${orderItems.amount})::int AS amount FROM ${orderItems} WHERE ${orderItems.siteId} = ${ctx.site.id} GROUP BY 1`),
  );
  const orderedBy = new Map(ordered.map((o) => [Number(o.product_id), Number(o.amount)]));
  let balanced = true;
  let totalInitial = 0;
  let totalReserved = 0;
  for (const productId of ctx.ids) {
    const rowsOfProduct = stockRows.filter((s) => s.productId === productId);
    const reserved = rowsOfProduct.reduce((s, r) => s + r.reserved, 0);
    const remaining = rowsOfProduct.reduce((s, r) => s + r.quantity - r.reserved, 0);
    const initial = [...ctx.initial.entries()].filter(([k]) => k.startsWith(`${productId}:`)).reduce((s, [, v]) => s + v, 0);
    totalInitial += initial;
    totalReserved += reserved;
    if (reserved + remaining !== initial || reserved !== (orderedBy.get(productId) ?? 0)) balanced = false;
  }
  check(balanced, `reserved + remaining = initial по каждому товару, и reserved = заказанному (зарезервировано ${totalReserved} из ${totalInitial})`);
  const pickups = placed.filter((r) => JSON.parse(r.body).deliveryType === "pickup").length;
  check(pickups > 0 && pickups < placed.length, `заказаны и самовывоз (${pickups}), и доставка (${placed.length - pickups})`);

  // Retried requests answer the first result and change nothing.
  const retried = placed.slice(0, 20);
  const again = await Promise.all(retried.map((r) => place(r.token, r.requestId, r.body)));
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${orders} WHERE ${orders.siteId} = ${ctx.site.id}`));
  check(
    again.every((a, i) => a.status === 200 && a.orderId === retried[i].orderId) && Number(n) === rows.length,
    `повтор ${retried.length} запросов с тем же X-Request-Id вернул те же заказы и ничего не создал`,
  );
  if (failures.length > 0) throw new Error(`проверки не прошли:\n${[...failures, ...checks].join("\n")}`);
  return checks;
}

async function runOn(kind: string, handle: TDbHandle): Promise<TRun> {
  setDbHandle(handle);
  clearSiteCache();
  console.log(`\n[${kind}] миграции и демо-данные…`);
  await runMigrations(handle);
  await seedDemo(handle, { products: 300, secondSiteProducts: 0 });
  const ctx = await prepare(handle);
  const bodies = ctx.buyers.map((b) =>
    JSON.stringify(
      b.pickup
        ? { deliveryType: "pickup", warehouseId: ctx.pickupWarehouse, acceptOfferConditions: true }
        : { deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Нагрузочная, д. 1", save: false }, acceptOfferConditions: true },
    ),
  );
  // Warm up code paths and the connection(s) with one placement outside the measurement.
  await place(ctx.buyers[0].token, "warm-up", bodies[0]);
  await handle.db.execute(sql`UPDATE ${stocks} SET reserved = 0 WHERE ${stocks.siteId} = ${ctx.site.id}`);
  await handle.db.execute(sql`DELETE FROM ${analyticsEvents} WHERE ${analyticsEvents.siteId} = ${ctx.site.id}`);
  await handle.db.execute(sql`DELETE FROM ${orders} WHERE ${orders.siteId} = ${ctx.site.id}`);
  await restoreCart(handle, ctx, 0);

  console.log(`[${kind}] ${ORDERS} одновременных оформлений на ${PRODUCTS} товаров…`);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results: TResult[] = await Promise.all(
    ctx.buyers.map(async (b, i) => {
      const requestId = `bench-${randomBytes(6).toString("hex")}-${i}`;
      const t0 = performance.now();
      const { status, orderId } = await place(b.token, requestId, bodies[i]);
      return { requestId, token: b.token, body: bodies[i], status, ms: performance.now() - t0, orderId };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const placed = results.filter((r) => r.status === 200).length;
  const conflicts = results.filter((r) => r.status === 409).length;
  const checks = await verify(handle, ctx, results);
  return {
    kind,
    attempts: results.length,
    placed,
    conflicts,
    errors: results.length - placed - conflicts,
    seconds,
    ordersPerSecond: placed / seconds,
    requestsPerSecond: results.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / results.length,
    checks,
  };
}

/** Puts the warm-up buyer's lines back, so the measured run starts with every cart full. */
async function restoreCart(handle: TDbHandle, ctx: Awaited<ReturnType<typeof prepare>>, index: number) {
  const [cart] = await handle.db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(and(eq(carts.siteId, ctx.site.id), eq(users.email, `bench-${index + 1}@bench.test`)));
  await handle.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  await handle.db
    .insert(cartItems)
    .values(ctx.buyers[index].lines.map((l) => ({ siteId: ctx.site.id, cartId: cart.id, kind: "product" as const, productId: l.productId, name: `товар ${l.productId}`, amount: l.amount })));
}

function print(run: TRun) {
  const f = (n: number, digits = 1) => n.toFixed(digits);
  console.log(`[${run.kind}] оформлено ${run.placed} из ${run.attempts} (не хватило товара: ${run.conflicts}, ошибок: ${run.errors}) за ${f(run.seconds, 2)} с`);
  console.log(`[${run.kind}] ${f(run.ordersPerSecond)} заказов/с, ${f(run.requestsPerSecond)} запросов/с; задержка p50 ${f(run.p50, 0)} мс, p95 ${f(run.p95, 0)} мс, p99 ${f(run.p99, 0)} мс, max ${f(run.max, 0)} мс`);
  console.log(`[${run.kind}] процессор этого процесса: ${f(run.cpuMsPerRequest)} мс на запрос`);
  for (const line of run.checks) console.log(`[${run.kind}] ${line}`);
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

await runScript(async () => {
  // Other work on the machine slows every number here: the load average is printed with the results.
  console.log(`Машина: ${os.cpus().length} ядер, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const runs: TRun[] = [];
  if (!only || only === "memory") {
    const memory = handleFromPglite(new PGlite({ extensions: pgliteExtensions }), "memory://bench");
    try {
      runs.push(await runOn("PGlite в памяти", memory));
    } finally {
      await memory.close();
    }
    print(runs[runs.length - 1]);
  }
  if (!only || only === "disk") {
    // The server keeps PGlite in a data folder: measure that too, in a throw-away folder.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-orders-"));
    const onDisk = handleFromPglite(new PGlite({ dataDir: dir, extensions: pgliteExtensions }), dir);
    try {
      runs.push(await runOn("PGlite на диске", onDisk));
    } finally {
      await onDisk.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    print(runs[runs.length - 1]);
  }

  const url = process.env.DATABASE_URL;
  if (url && (!only || only === "postgres")) {
    const name = `b2b_bench_orders_${randomBytes(4).toString("hex")}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const handle = handleFromPostgres(u.toString());
    try {
      runs.push(await runOn("PostgreSQL", handle));
    } finally {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    print(runs[runs.length - 1]);
  } else if (!url) {
    console.log("\nPostgreSQL пропущен: задайте DATABASE_URL, чтобы прогнать и его.");
  }
  setDbHandle(undefined);
  await closeDb();
  console.log(`\nload average в конце: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  for (const run of runs.filter((r) => r.kind.startsWith("PGlite"))) {
    console.log(`Цель ≥ 50 заказов/с (${run.kind}): ${run.ordersPerSecond >= 50 ? "выполнена" : "НЕ выполнена"} — ${run.ordersPerSecond.toFixed(1)}`);
  }
});
