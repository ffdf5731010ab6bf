import "server-only";
import type { TSpecification } from "@/lib/contracts/specifications";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { AppError } from "../http/app-error";
import { formatSpecification } from "./format-specification";
import { loadSpecificationHeads } from "./load-specification-heads";
import { loadSpecificationLines } from "./load-specification-lines";
import type { TSpecificationViewer } from "./require-specification-viewer";
import { translator } from "@/lib/server/i18n/translator";

/** A specification (already found visible) as the API answers it: its lines priced for the viewer's company now. */
export async function readSpecification(
  db: TDb | TTx,
  { siteId, viewer, locale }: { siteId: number; viewer: TSpecificationViewer; locale: TLocale },
  id: number,
): Promise<TSpecification> {
  const [head] = await loadSpecificationHeads(db, siteId, [id]);
  if (!head) throw new AppError("NOT_FOUND", translator(locale, "specifications")("api.notFound"));
  const lines = await loadSpecificationLines(db, { siteId, companyId: viewer.companyId }, [id]);
  return formatSpecification(head, lines, viewer, locale);
}
