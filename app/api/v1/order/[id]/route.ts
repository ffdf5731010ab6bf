import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { getOrder } from "@/lib/server/orders/get-order";
import { ZOrderDetail } from "@/lib/contracts/orders";

// GET /api/v1/order/{id} — one order with lines, status history, documents and allowed actions
export const GET = route({ auth: "required", params: ZIdParams, response: ZOrderDetail }, ({ site, auth, locale, params }) => getOrder({ site, auth, locale }, params));
