import { ZManagerLineParams, ZManagerOrder, ZUpdateManagerLineRequest } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { removeManagerLine, updateManagerLine } from "@/lib/server/order-manager/manager-order-lines";

// PATCH /api/v1/order-manager/{id}/lines/{lineId} — the line's amount and/or price
export const PATCH = route({ auth: "required", params: ZManagerLineParams, body: ZUpdateManagerLineRequest, response: ZManagerOrder }, ({ site, auth, locale, params, body }) =>
  updateManagerLine({ site, auth, locale }, params, body),
);

// DELETE /api/v1/order-manager/{id}/lines/{lineId} — the line out of the order
export const DELETE = route({ auth: "required", params: ZManagerLineParams, response: ZManagerOrder }, ({ site, auth, locale, params }) => removeManagerLine({ site, auth, locale }, params));
