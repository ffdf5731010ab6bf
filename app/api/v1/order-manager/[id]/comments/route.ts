import { ZAddManagerCommentRequest, ZManagerOrder, ZManagerOrderParams } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { addManagerComment } from "@/lib/server/order-manager/update-manager-order";

// POST /api/v1/order-manager/{id}/comments — a comment at the end of the thread, signed with my name
export const POST = route({ auth: "required", params: ZManagerOrderParams, body: ZAddManagerCommentRequest, response: ZManagerOrder }, ({ site, auth, locale, params, body }) =>
  addManagerComment({ site, auth, locale }, params, body),
);
