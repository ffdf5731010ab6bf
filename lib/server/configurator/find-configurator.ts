import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TConfiguratorSummary } from "@/lib/contracts/configurator";
import type { TLocale } from "@/lib/shared/locales";
import { getDb } from "../db/client";
import { configurators } from "../db/schema";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

export type TConfiguratorRow = typeof configurators.$inferSelect;

/** The site's configurators in the seller's order. */
export async function listConfiguratorRows(siteId: number): Promise<TConfiguratorRow[]> {
  return getDb().select().from(configurators).where(eq(configurators.siteId, siteId)).orderBy(asc(configurators.sort), asc(configurators.id));
}

/** A configurator of the site by its code, or 404 «Конфигуратор не найден» (another site's alike). */
export async function findConfiguratorOrThrow(siteId: number, code: string, locale: TLocale): Promise<TConfiguratorRow> {
  const [row] = await getDb().select().from(configurators).where(and(eq(configurators.siteId, siteId), eq(configurators.code, code)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "configurator")("api.notFound"));
  return row;
}

export function summaryOf(row: TConfiguratorRow): TConfiguratorSummary {
  return { code: row.code, name: row.name, description: row.description, steps: row.steps.map((s) => ({ key: s.key, title: s.title, min: s.min, max: s.max })) };
}
