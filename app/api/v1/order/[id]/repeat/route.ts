import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { repeatOrder } from "@/lib/server/orders/repeat-order";
import { ZRepeatOrderResponse } from "@/lib/contracts/orders";

// POST /api/v1/order/{id}/repeat — put the order's lines back into the cart at today's prices (flag orderRepeat)
export const POST = route({ auth: "required", params: ZIdParams, response: ZRepeatOrderResponse }, ({ site, auth, locale, params }) => repeatOrder({ site, auth, locale }, params));
