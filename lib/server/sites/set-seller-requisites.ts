import "server-only";
import { eq } from "drizzle-orm";
import { ZSellerRequisites } from "@/lib/contracts/documents";
import { getDb } from "../db/client";
import { sites, type TSellerRequisites } from "../db/schema";
import { AppError } from "../http/app-error";
import { defaultLocale } from "@/lib/shared/locales";
import { issueText } from "../i18n/issue-text";
import { clearSiteCache, type TSite } from "./resolve-site";

/**
 * Changes the seller's requisites printed on the documents (site config `sellerRequisites`): the given
 * fields replace the stored ones, an empty KPP or signatory clears it. Checked whole before it is stored.
 */
export async function setSellerRequisites(site: TSite, change: Partial<Record<keyof TSellerRequisites, string | undefined>>): Promise<TSellerRequisites> {
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === "" && ["kpp", "director", "accountant"].includes(k) ? null : v]));
  const parsed = ZSellerRequisites.safeParse({ ...site.config.sellerRequisites, ...given });
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues.map((i) => `--${String(i.path[0])}: ${issueText(i.message, defaultLocale)}`).join("; "));
  const requisites: TSellerRequisites = parsed.data;
  await getDb()
    .update(sites)
    .set({ config: { ...site.config, sellerRequisites: requisites } })
    .where(eq(sites.id, site.id));
  clearSiteCache();
  return requisites;
}
