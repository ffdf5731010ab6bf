import { route } from "@/lib/server/http/route";
import { listPaymentBindings } from "@/lib/server/users/list-payment-bindings";
import { ZPaymentBindingsResponse } from "@/lib/contracts/user";

// GET /api/v1/payment/bindings — the user's saved bank cards
export const GET = route({ auth: "required", response: ZPaymentBindingsResponse }, ({ site, auth }) => listPaymentBindings({ site, auth }));
