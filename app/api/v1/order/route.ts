import { ZOrderListQuery, ZOrderListResponse, ZPlaceOrderRequest, ZPlaceOrderResponse } from "@/lib/contracts/orders";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { route } from "@/lib/server/http/route";
import { listOrders } from "@/lib/server/orders/list-orders";
import { placeOrder } from "@/lib/server/orders/place-order";

// GET /api/v1/order — the orders the buyer sees: filters, sort, paging
export const GET = route({ auth: "required", query: ZOrderListQuery, response: ZOrderListResponse }, ({ site, auth, locale, query }) => listOrders({ site, auth, locale }, query));

// POST /api/v1/order — place an order from the selected cart lines (one transaction, stock reserved)
export const POST = route({ auth: "required", body: ZPlaceOrderRequest, response: ZPlaceOrderResponse }, ({ site, auth, locale, userUuid, request, body }) =>
  placeOrder({ site, auth, locale, userUuid, origin: requestOrigin(request) }, body),
);
