import { ZIdParams } from "@/lib/contracts/user";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { route } from "@/lib/server/http/route";
import { cancelOrder } from "@/lib/server/orders/cancel-order";
import { ZCancelOrderResponse } from "@/lib/contracts/orders";

// POST /api/v1/order/{id}/cancel — cancel a confirmed order and release its reservation (flag orderCancel)
export const POST = route({ auth: "required", params: ZIdParams, response: ZCancelOrderResponse }, ({ site, auth, locale, request, params }) =>
  cancelOrder({ site, auth, locale, origin: requestOrigin(request) }, params),
);
