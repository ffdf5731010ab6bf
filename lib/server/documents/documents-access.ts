import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { visibleCompanyIds } from "../orders/visible-company-ids";
import type { TSite } from "../sites/resolve-site";
import { translator } from "@/lib/server/i18n/translator";

/** Whether the site shows legal documents at all: settings.isAllowedViewLegalDocuments and its documents area (featureFlags.documents). */
export function documentsAllowed(site: Pick<TSite, "settings" | "featureFlags">): boolean {
  return site.settings.isAllowedViewLegalDocuments && site.featureFlags.documents;
}

/** The companies whose documents this buyer sees (those whose orders they see); where documents are not allowed, 403. */
export async function documentCompanyIds(ctx: Pick<TCartContext, "site" | "auth" | "locale">): Promise<number[]> {
  if (!documentsAllowed(ctx.site)) throw new AppError("FORBIDDEN", translator(ctx.locale, "documentsApi")("api.forbidden"));
  return visibleCompanyIds(ctx);
}
