import { ZCreateManagerOrderRequest, ZManagerOrder, ZManagerOrderListQuery, ZManagerOrderListResponse } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { createManagerOrder } from "@/lib/server/order-manager/create-manager-order";
import { listManagerOrders } from "@/lib/server/order-manager/list-manager-orders";

// GET /api/v1/order-manager?list=mine|archive&status&page&per-page — my customer orders, active or archived, newest change first
export const GET = route({ auth: "required", query: ZManagerOrderListQuery, response: ZManagerOrderListResponse }, ({ site, auth, locale, query }) => listManagerOrders({ site, auth, locale }, query));

// POST /api/v1/order-manager — a new customer order, by hand or from a commercial offer → 201
export const POST = route({ auth: "required", body: ZCreateManagerOrderRequest, response: ZManagerOrder, status: 201 }, async ({ site, auth, locale, body }) =>
  Response.json(await createManagerOrder({ site, auth, locale }, body), { status: 201 }),
);
