import { emptyResponse } from "@/lib/contracts/http";
import { ZManagerOrder, ZManagerOrderParams, ZUpdateManagerOrderRequest } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { deleteManagerOrder } from "@/lib/server/order-manager/archive-manager-order";
import { getManagerOrder } from "@/lib/server/order-manager/read-manager-order";
import { updateManagerOrder } from "@/lib/server/order-manager/update-manager-order";

// GET /api/v1/order-manager/{id} — the customer order: customer, status, lines, comments
export const GET = route({ auth: "required", params: ZManagerOrderParams, response: ZManagerOrder }, ({ site, auth, locale, params }) => getManagerOrder({ site, auth, locale }, params));

// PATCH /api/v1/order-manager/{id} — the customer's card and the status (not while archived)
export const PATCH = route({ auth: "required", params: ZManagerOrderParams, body: ZUpdateManagerOrderRequest, response: ZManagerOrder }, ({ site, auth, locale, params, body }) =>
  updateManagerOrder({ site, auth, locale }, params, body),
);

// DELETE /api/v1/order-manager/{id} — delete forever (archived ones only) → 204
export const DELETE = route({ auth: "required", params: ZManagerOrderParams, response: emptyResponse }, ({ site, auth, locale, params }) => deleteManagerOrder({ site, auth, locale }, params));
