import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { cancelOrder } from "@/lib/server/orders/cancel-order";

export const dynamic = "force-dynamic";

// POST /api/v1/order/{id}/cancel — cancel a confirmed order and release its reservation (flag orderCancel)
export const POST = route({ auth: "required", params: ZIdParams }, ({ site, auth, locale, params }) => cancelOrder({ site, auth, locale }, params));
