import "server-only";
import { eq, inArray } from "drizzle-orm";
import { normalizeHost } from "@/lib/shared/host";
import type { TTx } from "../db/client";
import { siteHosts, sites } from "../db/schema";
import { AppError } from "../http/app-error";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

// A DNS name (letters, digits, hyphens, dots) or an IPv4 address; IPv6 literals come bracketed.
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/** A host as site_hosts stores it (lower case, no port, no trailing dot); a URL or a path is refused. */
export function parseHostName(input: string): string {
  const raw = input.trim();
  if (/[/\s@]/.test(raw) || raw.includes("://")) throw new AppError("BAD_REQUEST", t("hostWithSchema", { input }));
  const host = normalizeHost(raw);
  if (!HOST.test(host) && !IPV6.test(host)) throw new AppError("BAD_REQUEST", t("badHost", { input }));
  return host;
}

/** Refuses hosts another site already answers on (a host names exactly one site). */
export async function assertHostsFree(tx: TTx, hosts: string[], siteId: number | null): Promise<void> {
  if (!hosts.length) return;
  const taken = await tx
    .select({ host: siteHosts.host, siteId: siteHosts.siteId, code: sites.code })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(inArray(siteHosts.host, hosts));
  const other = taken.find((t) => t.siteId !== siteId);
  if (other) throw new AppError("CONFLICT", t("hostTaken", { host: other.host, site: other.code }));
}
