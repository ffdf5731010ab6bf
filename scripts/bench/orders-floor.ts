// npm run bench:orders-floor [-- --orders 300]
// The floor under `npm run bench:orders` (issue 21 item 8): what PGlite alone spends on the statements of one
// placement. On a fresh PGlite in memory with the demo data, ORDERS buyers (each in their own company, three
// products in the cart, ample stock) place their orders one after another through the real route handler
// (`POST /api/v1/order`: auth, idempotency, the placement's transaction); every statement the first
// placement sends to PGlite is recorded with its parameters. Then the same statements are replayed ORDERS
// times straight on the PGlite client — no route, no drizzle, no app code — those of the transaction inside a
// transaction, as the app sent them. Prints orders/s and CPU ms per placement of both: the app's and the floor's.
// The one value that must differ per replay is the request id (the idempotency store's key): each replay
// puts its own where the recorded placement's appears. Its cart lines are gone after the first replay, so the
// replay's cart delete finds nothing — the floor is, if anything, a little low.
import os from "node:os";
import { parseArgs } from "node:util";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { and, asc, eq } from "drizzle-orm";
import { createSession } from "../../lib/server/auth/create-session";
import { closeDb, handleFromPglite, pgliteExtensions, setDbHandle } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { cartItems, carts, companies, companyMembers, priceTypes, products, stocks, users, warehouses } from "../../lib/server/db/schema";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { waitForOutboxDelivery } from "../../lib/server/outbox/deliver-outbox";
import { clearSiteCache, resolveSite } from "../../lib/server/sites/resolve-site";
import { runScript } from "../lib/run-script";
import { postOrder } from "./post-order";

const { values: args } = parseArgs({ options: { orders: { type: "string", default: "300" } } });
const ORDERS = Number(args.orders);
if (!Number.isInteger(ORDERS) || ORDERS < 2) throw new Error("--orders ≥ 2 — целое число");

type TStatement = { sql: string; params: unknown[]; inTransaction: boolean };

/** Records every statement sent to the client (and to its transactions) while `recording` is on. */
function recorder(client: PGlite) {
  const statements: TStatement[] = [];
  let recording = false;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: object) => {
    if (recording) statements.push({ sql, params: params ?? [], inTransaction: false });
    return query(sql, params, options);
  }) as PGlite["query"];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((sql: string, params?: unknown[], options?: object) => {
        if (recording) statements.push({ sql, params: params ?? [], inTransaction: true });
        return txQuery(sql, params, options);
      }) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
  return {
    statements,
    start: () => void (recording = true),
    stop: () => void (recording = false),
    raw: { query, transaction },
  };
}

async function place(token: string, requestId: string, body: string): Promise<number> {
  const response = await postOrder(token, requestId, body);
  if (response.status !== 200) throw new Error(`оформление: ${response.status} ${await response.text()}`);
  return response.status;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const cpu = process.cpuUsage(since);
  return (cpu.user + cpu.system) / 1000;
};

await runScript(async () => {
  console.log(`Машина: ${os.cpus().length} ядер, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const client = new PGlite({ extensions: pgliteExtensions });
  const rec = recorder(client);
  const handle = handleFromPglite(client, "memory://bench-floor");
  setDbHandle(handle);
  clearSiteCache();
  await runMigrations(handle);
  await seedDemo(handle, { products: 300, secondSiteProducts: 0 });
  const db = handle.db;
  const site = await resolveSite("localhost");
  if (!site) throw new Error("нет сайта localhost после заполнения");
  const [priceType] = await db.select({ id: priceTypes.id }).from(priceTypes).where(and(eq(priceTypes.siteId, site.id), eq(priceTypes.code, "wholesale")));
  const chosen = await db.select({ id: products.id }).from(products).where(and(eq(products.siteId, site.id), eq(products.isActive, true))).orderBy(asc(products.id)).limit(3);
  const ids = chosen.map((p) => p.id);
  await db.update(products).set({ minimumBatch: 1, multiplicity: 1 }).where(eq(products.siteId, site.id));
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort), asc(warehouses.id));
  // Stock for every placement of the app and of the replay.
  await db.update(stocks).set({ quantity: 1_000_000, reserved: 0 }).where(and(eq(stocks.siteId, site.id), eq(stocks.warehouseId, warehouse.id)));

  const tokens: string[] = [];
  for (let i = 0; i < ORDERS + 1; i += 1) {
    const [company] = await db.insert(companies).values({ siteId: site.id, name: `ООО "Пол ${i}"`, priceTypeId: priceType.id }).returning({ id: companies.id });
    const [user] = await db.insert(users).values({ siteId: site.id, email: `floor-${i}@bench.test`, firstName: "Пол", lastName: `№${i}`, activeCompanyId: company.id }).returning({ id: users.id });
    await db.insert(companyMembers).values({ siteId: site.id, companyId: company.id, userId: user.id });
    const [cart] = await db.insert(carts).values({ siteId: site.id, userId: user.id, companyId: company.id }).returning({ id: carts.id });
    await db.insert(cartItems).values(ids.map((productId, k) => ({ siteId: site.id, cartId: cart.id, kind: "product" as const, productId, name: `товар ${productId}`, amount: 1 + k })));
    tokens.push((await createSession({ site }, { userId: user.id, rememberMe: false })).token);
  }
  const body = JSON.stringify({ deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });

  // Warm-up placement (code paths, caches), then one recorded placement, then ORDERS measured ones.
  // The order's mails are delivered after the commit, apart from the placement: each delivery is awaited
  // outside the measured time (and outside the recording), so neither side counts it.
  await place(tokens[0], "floor-warm-up", body);
  await waitForOutboxDelivery();
  const [recordedToken, ...measured] = tokens.slice(1);
  const recordedId = "floor-recorded-0001";
  rec.start();
  await place(recordedToken, recordedId, body);
  rec.stop();
  await waitForOutboxDelivery();
  const statements = rec.statements;
  const inTx = statements.filter((s) => s.inTransaction);
  const outside = statements.filter((s) => !s.inTransaction);
  console.log(`Одно оформление: ${statements.length} запросов к PGlite (${outside.length} вне транзакции, ${inTx.length} в транзакции)`);

  const app = { seconds: 0, cpu: 0 };
  for (const [i, token] of measured.slice(0, ORDERS - 1).entries()) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await place(token, `floor-app-${i}`, body);
    app.cpu += cpuMs(cpu0);
    app.seconds += (performance.now() - t0) / 1000;
    await waitForOutboxDelivery();
  }
  const appCount = Math.min(measured.length, ORDERS - 1);

  // The same statements on the bare client: the request id is the only value that must differ per replay.
  const fresh = (params: unknown[], n: number) => params.map((p) => (typeof p === "string" && p.includes(recordedId) ? p.replace(recordedId, `floor-replay-${n}`) : p));
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let n = 0; n < appCount; n += 1) {
    let txDone = false;
    for (const s of statements) {
      if (s.inTransaction) {
        if (txDone) continue;
        txDone = true;
        await rec.raw.transaction(async (tx) => {
          for (const t of inTx) await tx.query(t.sql, fresh(t.params, n));
        });
      } else {
        await rec.raw.query(s.sql, fresh(s.params, n));
      }
    }
  }
  const floor = { seconds: (performance.now() - started) / 1000, cpu: cpuMs(cpu) };

  const line = (name: string, r: { seconds: number; cpu: number }) =>
    console.log(`${name}: ${appCount} оформлений одно за другим за ${r.seconds.toFixed(2)} с — ${(appCount / r.seconds).toFixed(1)} заказов/с, ${(r.cpu / appCount).toFixed(2)} мс процессора на заказ`);
  line("Приложение (маршрут POST /api/v1/order)", app);
  line("Пол (те же запросы, только PGlite)", floor);
  console.log(`Доля PGlite в оформлении: ${((floor.cpu / app.cpu) * 100).toFixed(0)} % процессорного времени`);
  console.log(`load average в конце: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  setDbHandle(undefined);
  await handle.close();
  await closeDb();
});
