import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { customProducts } from "../db/schema";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { buyerCompanyId } from "../catalog/product-read-model/buyer-company-id";

export type TCustomProductOwner = { siteId: number; companyId: number | null; userId: number };

/**
 * Custom products belong to the buyer's active company (everyone in it sees them); a user without a
 * company keeps their own.
 */
export async function customProductOwner({ site, auth }: Pick<TSignedInCatalogContext, "site" | "auth">): Promise<TCustomProductOwner> {
  return { siteId: site.id, companyId: await buyerCompanyId({ site, auth }), userId: auth.user.id };
}

/** The rows this owner may see and change. */
export function ownedBy(owner: TCustomProductOwner): SQL | undefined {
  return and(
    eq(customProducts.siteId, owner.siteId),
    owner.companyId === null ? and(isNull(customProducts.companyId), eq(customProducts.userId, owner.userId)) : eq(customProducts.companyId, owner.companyId),
  );
}
