import { ZIdParams, ZSuccess } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { unbindPaymentCard } from "@/lib/server/users/unbind-payment-card";

// PUT /api/v1/payment/unbind-card/{id} — forget one of the user's saved cards
export const PUT = route({ auth: "required", params: ZIdParams, response: ZSuccess }, ({ site, auth, locale, params }) => unbindPaymentCard({ site, auth, locale }, params));
