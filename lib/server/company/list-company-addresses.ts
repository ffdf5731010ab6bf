import "server-only";
import type { TDeliveryAddressList } from "@/lib/contracts/company";
import type { TUserContext } from "../users/user-context";
import { listDeliveryAddresses } from "./list-delivery-addresses";
import { requireCompanyMember } from "./require-company-member";

/** GET /api/v1/company/addresses: the active company's delivery addresses. */
export async function listCompanyAddresses(ctx: TUserContext): Promise<TDeliveryAddressList> {
  const { companyId } = await requireCompanyMember(ctx);
  return { items: await listDeliveryAddresses({ siteId: ctx.site.id, companyId }) };
}
