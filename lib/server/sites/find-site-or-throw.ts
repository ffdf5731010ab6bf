import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { siteHosts, sites } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSite } from "./resolve-site";
import { normalizeHost } from "@/lib/shared/host";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

/**
 * The site a seller names in the console: by its code, else by one of its hosts. Switched-off sites count
 * too (the seller sets them up before opening them).
 */
export async function findSiteOrThrow(ref: string): Promise<TSite> {
  const [byCode] = await getDb().select().from(sites).where(eq(sites.code, ref.trim())).limit(1);
  if (byCode) return byCode;
  const [byHost] = await getDb()
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, normalizeHost(ref)))
    .limit(1);
  if (byHost) return byHost.site;
  throw new AppError("NOT_FOUND", t("notFound", { ref }));
}
