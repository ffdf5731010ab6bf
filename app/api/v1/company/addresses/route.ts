import { ZCreateDeliveryAddressRequest, ZDeliveryAddressList } from "@/lib/contracts/company";
import { createDeliveryAddress } from "@/lib/server/company/create-delivery-address";
import { listCompanyAddresses } from "@/lib/server/company/list-company-addresses";
import { route } from "@/lib/server/http/route";
import { ZCompanyAddress } from "@/lib/contracts/user";

// GET /api/v1/company/addresses — the active company's delivery addresses, the default first
export const GET = route({ auth: "required", response: ZDeliveryAddressList }, async ({ site, auth, locale }) =>
  Response.json(await listCompanyAddresses({ site, auth, locale }), { headers: { "cache-control": "private, no-store" } }),
);

// POST /api/v1/company/addresses — add a delivery address to the active company
export const POST = route({ auth: "required", body: ZCreateDeliveryAddressRequest, response: ZCompanyAddress, status: 201 }, async ({ site, auth, locale, body }) =>
  Response.json(await createDeliveryAddress({ site, auth, locale }, body), { status: 201 }),
);
