import { ZManagerOrder, ZManagerOrderParams } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { archiveManagerOrder } from "@/lib/server/order-manager/archive-manager-order";

// POST /api/v1/order-manager/{id}/archive — to the archive
export const POST = route({ auth: "required", params: ZManagerOrderParams, response: ZManagerOrder }, ({ site, auth, locale, params }) => archiveManagerOrder({ site, auth, locale }, params));
