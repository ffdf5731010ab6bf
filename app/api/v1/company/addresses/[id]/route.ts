import { ZUpdateDeliveryAddressRequest } from "@/lib/contracts/company";
import { ZCompanyAddress, ZIdParams, ZSuccess } from "@/lib/contracts/user";
import { deleteDeliveryAddress } from "@/lib/server/company/delete-delivery-address";
import { updateDeliveryAddress } from "@/lib/server/company/update-delivery-address";
import { route } from "@/lib/server/http/route";

// PUT /api/v1/company/addresses/{id} — edit one of the active company's addresses or make it the default
export const PUT = route({ auth: "required", params: ZIdParams, body: ZUpdateDeliveryAddressRequest, response: ZCompanyAddress }, ({ site, auth, locale, params, body }) =>
  updateDeliveryAddress({ site, auth, locale }, params, body),
);

// DELETE /api/v1/company/addresses/{id} — remove one of the active company's addresses
export const DELETE = route({ auth: "required", params: ZIdParams, response: ZSuccess }, ({ site, auth, locale, params }) => deleteDeliveryAddress({ site, auth, locale }, params));
