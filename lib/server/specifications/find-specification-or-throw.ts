import "server-only";
import { and, eq } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { specifications } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSpecificationViewer } from "./require-specification-viewer";
import { visibleTo } from "./specification-access";
import { translator } from "@/lib/server/i18n/translator";

export type TSpecificationRow = typeof specifications.$inferSelect;

/**
 * A specification the viewer sees, or 404 «Спецификация не найдена» — another company's, another site's,
 * someone else's unshared one and a missing one alike. `forUpdate` locks it so changes of one run one at a time.
 */
export async function findSpecificationOrThrow(
  db: TDb | TTx,
  { siteId, viewer, locale }: { siteId: number; viewer: TSpecificationViewer; locale: TLocale },
  id: number,
  { forUpdate = false } = {},
): Promise<TSpecificationRow> {
  const query = db
    .select()
    .from(specifications)
    .where(and(eq(specifications.id, id), visibleTo(siteId, viewer)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "specifications")("api.notFound"));
  return row;
}
