import "server-only";
import type { TOrderExportRequest } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { AppError } from "../http/app-error";
import { buildExportTable } from "./export-table";
import { loadExportOrders } from "./load-export-orders";
import { visibleCompanyIds } from "./visible-company-ids";
import { writeExportCsv } from "./write-export-csv";
import { writeExportXlsx } from "./write-export-xlsx";
import { translator } from "@/lib/server/i18n/translator";

const types = { xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", csv: "text/csv; charset=utf-8" } as const;

/** attachment; with an ASCII name for old clients and the localized one in filename*. */
function disposition(localName: string, day: string, ext: string): string {
  return `attachment; filename="orders-${day}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${localName}-${day}.${ext}`)}`;
}

/** POST /api/v1/order/export: up to 10 of the buyer's orders as an .xlsx (or .csv) file. */
export async function exportOrders(ctx: TCartContext, request: TOrderExportRequest): Promise<Response> {
  const { site, locale } = ctx;
  const orders = await loadExportOrders({ ...ctx, companyIds: await visibleCompanyIds(ctx) }, request.ids, locale);
  const table = buildExportTable(orders, locale);
  const body = request.format === "csv" ? writeExportCsv(table) : await writeExportXlsx(table, { sheetName: translator(locale, "orders")("export.order"), creator: site.name });
  if (!body) throw new AppError("UNAVAILABLE", translator(locale, "orders")("api.xlsxUnavailable"));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Blob([body.slice()]), {
    headers: {
      "content-type": types[request.format],
      "content-disposition": disposition(translator(locale, "orders")("api.exportFileName"), day, request.format),
      "cache-control": "no-store",
    },
  });
}
