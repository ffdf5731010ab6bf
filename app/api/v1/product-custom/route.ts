import { ZCreateCustomProductRequest } from "@/lib/contracts/catalog-calls";
import { route } from "@/lib/server/http/route";
import { createCustomProduct } from "@/lib/server/custom-products/create-custom-product";

export const dynamic = "force-dynamic";

// POST /api/v1/product-custom — create a custom product for the buyer's company
export const POST = route({ auth: "required", body: ZCreateCustomProductRequest }, async ({ site, auth, locale, body }) =>
  Response.json(await createCustomProduct({ site, auth, locale }, body), { status: 201 }),
);
