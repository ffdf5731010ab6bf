import { ZManagerOrder, ZManagerOrderParams } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { restoreManagerOrder } from "@/lib/server/order-manager/archive-manager-order";

// POST /api/v1/order-manager/{id}/restore — back from the archive
export const POST = route({ auth: "required", params: ZManagerOrderParams, response: ZManagerOrder }, ({ site, auth, locale, params }) => restoreManagerOrder({ site, auth, locale }, params));
