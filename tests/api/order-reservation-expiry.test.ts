import { eq } from "drizzle-orm";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { orderEvents, orders } from "@/lib/server/db/schema";
import { expireReservations } from "@/lib/server/jobs/expire-reservations";
import { addWorkingDays } from "@/lib/shared/working-days";
import { callRoute, tokenFor } from "../helpers/call-route";
import { orderOne, patchSite, prepareProduct, pricedProducts, stockOf } from "./order-fixtures";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";

const detail = (token: string, id: number) => callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${id}`, token, params: { id: String(id) } });

describe("reservation expiry job", () => {
  it("releases the stock of confirmed orders past their 3 working days, once, and leaves the rest", async () => {
    const [p, q, r] = await pricedProducts("localhost", "retail", 3, 10);
    for (const x of [p, q, r]) await prepareProduct("localhost", x.id, { stock: [10] });
    const token = await tokenFor("individual@demo.test");
    const due = await orderOne(token, p.id, 3);
    const fresh = await orderOne(token, q.id, 2);
    const cancelled = await orderOne(token, r.id, 5);

    // Placed on a Friday at noon (Moscow): reserved until Wednesday noon.
    const friday = new Date("2026-11-20T09:00:00Z");
    const until = addWorkingDays(friday, 3);
    expect(until.toISOString()).toBe("2026-11-25T09:00:00.000Z");
    await getDb().update(orders).set({ createdAt: friday, reservedUntil: until }).where(eq(orders.id, due.id));
    await getDb().update(orderEvents).set({ createdAt: friday }).where(eq(orderEvents.orderId, due.id));
    // The other order was "placed" later (the test must not depend on today's date).
    await getDb().update(orders).set({ reservedUntil: new Date("2026-12-10T09:00:00Z") }).where(eq(orders.id, fresh.id));

    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    try {
      expect((await callRoute(cancelRoute, { path: `/api/v1/order/${cancelled.id}/cancel`, method: "POST", token, params: { id: String(cancelled.id) } })).status).toBe(200);
    } finally {
      await patchSite("localhost", { featureFlags: { orderCancel: false } });
    }
    // Its reservation time passes too, but a cancelled order has nothing left to release.
    await getDb().update(orders).set({ reservedUntil: until }).where(eq(orders.id, cancelled.id));

    // Tuesday: nothing is due yet.
    expect((await expireReservations({ now: new Date("2026-11-24T09:00:00Z") })).expired).toEqual([]);
    expect((await stockOf("localhost", p.id)).reserved).toBe(3);

    // Wednesday just after noon: the reservation ends.
    const run = await expireReservations({ now: new Date("2026-11-25T09:00:01Z") });
    expect(run.expired.map((e) => e.orderId)).toEqual([due.id]);
    expect((await stockOf("localhost", p.id)).reserved).toBe(0);
    expect((await stockOf("localhost", q.id)).reserved).toBe(2);
    expect((await stockOf("localhost", r.id)).reserved).toBe(0);

    const after = await detail(token, due.id);
    expect(after.json).toMatchObject({ status: "expired", statusName: "Резерв истёк", reservedUntil: null, actions: { cancel: false } });
    expect(after.json.events.map((e) => [e.status, e.comment])).toEqual([
      ["confirmed", expect.stringMatching(/^Заказ оформлен, товар зарезервирован до \d{2}\.\d{2}\.\d{4}$/)],
      ["expired", "Срок резерва истёк, товар возвращён на склад"],
    ]);
    expect((await detail(token, fresh.id)).json.status).toBe("confirmed");

    // A second run finds nothing and releases nothing twice.
    expect((await expireReservations({ now: new Date("2026-12-31T00:00:00Z") })).expired.map((e) => e.orderId)).toEqual([fresh.id]);
    expect((await expireReservations({ now: new Date("2026-12-31T00:00:00Z") })).expired).toEqual([]);
    expect((await stockOf("localhost", p.id)).reserved).toBe(0);
    expect((await stockOf("localhost", q.id)).reserved).toBe(0);
  });

  it("lets concurrent runs release each order exactly once", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 20);
    await prepareProduct("localhost", p.id, { stock: [30] });
    const token = await tokenFor("buyer@demo.test");
    const placed = [await orderOne(token, p.id, 1), await orderOne(token, p.id, 2), await orderOne(token, p.id, 3)];
    expect((await stockOf("localhost", p.id)).reserved).toBe(6);
    const later = new Date(Date.now() + 30 * 86_400_000);
    const runs = await Promise.all([expireReservations({ now: later }), expireReservations({ now: later })]);
    const released = runs.flatMap((r) => r.expired.map((e) => e.orderId)).filter((id) => placed.some((o) => o.id === id));
    expect(released.sort()).toEqual(placed.map((o) => o.id).sort());
    expect((await stockOf("localhost", p.id)).reserved).toBe(0);
  });
});
