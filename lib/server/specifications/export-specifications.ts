import "server-only";
import { and, inArray } from "drizzle-orm";
import type { TSpecificationExportQuery } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { AppError } from "../http/app-error";
import { writeExportCsv } from "../orders/write-export-csv";
import { writeXlsxSheets } from "../orders/write-export-xlsx";
import { specificationSheets, specificationsTable } from "./build-specification-export";
import { formatSpecification } from "./format-specification";
import { loadSpecificationHeads } from "./load-specification-heads";
import { loadSpecificationLines } from "./load-specification-lines";
import { requireSpecificationViewer } from "./require-specification-viewer";
import { visibleTo } from "./specification-access";
import { translator } from "@/lib/server/i18n/translator";

const types = { xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", csv: "text/csv; charset=utf-8" } as const;

/**
 * GET /api/v1/specification/export?ids&format: up to 10 specifications the buyer sees, priced now, as an
 * .xlsx (a sheet each) or a .csv file. One id not visible fails the whole call with 404.
 */
export async function exportSpecifications(ctx: TCartContext, query: TSpecificationExportQuery): Promise<Response> {
  const { site, locale } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const db = getDb();
  const visible = await db
    .select({ id: specifications.id })
    .from(specifications)
    .where(and(inArray(specifications.id, query.ids), visibleTo(site.id, viewer)));
  if (visible.length !== query.ids.length) throw new AppError("NOT_FOUND", translator(locale, "specifications")("api.notFound"));
  const [heads, lines] = await Promise.all([loadSpecificationHeads(db, site.id, query.ids), loadSpecificationLines(db, { siteId: site.id, companyId: viewer.companyId }, query.ids)]);
  const specs = heads.map((head) => formatSpecification(head, lines.filter((l) => l.specificationId === head.row.id), viewer, locale));
  const body = query.format === "csv" ? writeExportCsv(specificationsTable(specs, locale)) : await writeXlsxSheets(specificationSheets(specs, locale), { creator: site.name });
  if (!body) throw new AppError("UNAVAILABLE", translator(locale, "specifications")("api.xlsxUnavailable"));
  const day = new Date().toISOString().slice(0, 10);
  const fileName = `${translator(locale, "specifications")("api.exportFileName")}-${day}.${query.format}`;
  return new Response(new Blob([body.slice()]), {
    headers: {
      "content-type": types[query.format],
      // An ASCII name for old clients, the localized one in filename*.
      "content-disposition": `attachment; filename="specifications-${day}.${query.format}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "no-store",
    },
  });
}
