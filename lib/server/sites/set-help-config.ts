import "server-only";
import { eq } from "drizzle-orm";
import { ZHelpConfig, type THelpConfig } from "@/lib/contracts/help";
import { getDb } from "../db/client";
import { sites } from "../db/schema";
import { parseSellerJson } from "./parse-seller-json";
import { clearSiteCache, type TSite } from "./resolve-site";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.sites");

/**
 * Sets the help menu's links and video manuals and the screens' help boxes (site config `help`) from the
 * seller's JSON, checked whole before it is stored; null clears it (the menu shows the managers only).
 */
export async function setHelpConfig(site: TSite, json: string | null): Promise<THelpConfig | null> {
  let config: THelpConfig | null = null;
  if (json !== null) {
    config = parseSellerJson(json, ZHelpConfig, { file: t("helpFile"), root: "help" });
  }
  const { help: _previous, ...rest } = site.config;
  await getDb()
    .update(sites)
    .set({ config: config ? { ...rest, help: config } : rest })
    .where(eq(sites.id, site.id));
  clearSiteCache();
  return config;
}
