import { route } from "@/lib/server/http/route";
import { listPaymentBindings } from "@/lib/server/users/list-payment-bindings";

// GET /api/v1/payment/bindings — the user's saved bank cards
export const GET = route({ auth: "required" }, ({ site, auth }) => listPaymentBindings({ site, auth }));
