import { ZAddManagerLineRequest, ZManagerOrder, ZManagerOrderParams } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { addManagerLine } from "@/lib/server/order-manager/manager-order-lines";

// POST /api/v1/order-manager/{id}/lines — a catalogue product by article, or a line of free text, with amount and price
export const POST = route({ auth: "required", params: ZManagerOrderParams, body: ZAddManagerLineRequest, response: ZManagerOrder }, ({ site, auth, locale, params, body }) =>
  addManagerLine({ site, auth, locale }, params, body),
);
