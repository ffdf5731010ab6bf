import "server-only";
import type { TProduct } from "@/lib/contracts/catalog";
import { MAX_IMPORT_TEXT_LINES, type TImportCheckLine, type TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { parseImportLine, splitImportText, type TImportLine } from "@/lib/shared/import-line";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import { buyerCompanyId } from "../catalog/product-read-model/buyer-company-id";
import { loadProducts } from "../catalog/product-read-model/load-products";
import { AppError } from "../http/app-error";
import { matchProductLines, type TLineMatch } from "../search/match-product-lines";
import type { TSite } from "../sites/resolve-site";
import type { TUploadedFile } from "../storage/read-multipart-file";
import { readImportFile } from "./read-import-file";
import { translator } from "@/lib/server/i18n/translator";
import { DEFAULT_UNIT } from "@/lib/shared/units";

type TContext = { site: TSite; auth: TAuth; locale: TLocale };

/** A line to check: where it came from and what the parser made of it. */
export type TSourceLine = { line: number; source: string; parsed: TImportLine };

/** The pasted text's lines; more than the spec's 300 filled lines refuses the whole list. */
function linesOfText(ctx: TContext, text: string): TSourceLine[] {
  const lines = splitImportText(text).map((source, i) => ({ line: i + 1, source, parsed: parseImportLine(source) }));
  const filled = lines.filter((l) => l.parsed.kind !== "empty");
  if (filled.length > MAX_IMPORT_TEXT_LINES) {
    throw new AppError("BAD_REQUEST", translator(ctx.locale, "specImport")("errors.tooManyLines", { max: MAX_IMPORT_TEXT_LINES, count: filled.length }), {
      errors: { text: [translator(ctx.locale, "specImport")("errors.tooManyLines", { max: MAX_IMPORT_TEXT_LINES, count: filled.length })] },
    });
  }
  return filled;
}

/**
 * The wizard's "check products" step: a pasted list or a spreadsheet becomes lines, each matched against
 * the site's catalogue in one go (exact / several / not found) or refused with its reason; candidates come
 * as the catalogue shows them to this buyer (prices of the company's price type). Nothing is written.
 */
export async function checkSpecificationImport(ctx: TContext, input: { text: string } | { file: TUploadedFile }): Promise<TSpecImportCheckResult> {
  const lines = "text" in input ? linesOfText(ctx, input.text) : await readImportFile(ctx, input.file);
  if (lines.length === 0) {
    const message = translator(ctx.locale, "specImport")("errors.empty");
    throw new AppError("BAD_REQUEST", message, { errors: { text: [message] } });
  }
  const items = lines.flatMap((l) => (l.parsed.kind === "item" ? [{ ...l, parsed: l.parsed }] : []));
  // A row's other cell (a name beside a code) is looked for only when the code finds nothing.
  const first = await matchProductLines(ctx, items.map((l) => l.parsed.text));
  const retry = items.flatMap((l, i) => (first[i].status === "notFound" && l.parsed.alternative ? [i] : []));
  const second = retry.length ? await matchProductLines(ctx, retry.map((i) => items[i].parsed.alternative ?? "")) : [];
  const matches = new Map<number, TLineMatch>(items.map((l, i) => [l.line, first[i]]));
  retry.forEach((i, k) => matches.set(items[i].line, second[k]));

  const companyId = await buyerCompanyId(ctx);
  const ids = [...matches.values()].flatMap((m) => m.candidates.map((c) => c.productId));
  const products = new Map((await loadProducts({ site: ctx.site, auth: ctx.auth, companyId }, ids)).map((p) => [p.id, p]));
  const out = lines.map((l) => lineOf(ctx, l, matches.get(l.line), products));
  const count = (status: TImportCheckLine["status"]) => out.filter((l) => l.status === status).length;
  return { lines: out, summary: { exact: count("exact"), several: count("several"), notFound: count("notFound"), errors: count("error") } };
}

function lineOf(ctx: TContext, source: TSourceLine, match: TLineMatch | undefined, products: Map<number, TProduct>): TImportCheckLine {
  const { parsed } = source;
  const base = { line: source.line, source: source.source };
  if (parsed.kind !== "item") {
    const code = parsed.kind === "error" ? parsed.error : "junk";
    return { ...base, status: "error", text: parsed.kind === "error" ? parsed.text : null, quantity: null, unit: null, error: { code, message: translator(ctx.locale, "specImport")(`lineErrors.${code}`) }, candidates: [] };
  }
  const candidates = (match?.candidates ?? []).flatMap((c) => {
    const product = products.get(c.productId);
    return product ? [{ reason: c.reason, reasonText: translator(ctx.locale, "specImport")(`reasons.${c.reason}`), product }] : [];
  });
  const status = candidates.length === 0 ? "notFound" : (match?.status ?? "notFound");
  const line = { ...base, text: parsed.text, quantity: parsed.quantity, unit: parsed.unit, error: null, candidates };
  // A fractional amount of a product sold by the piece is known only now that the product is.
  if (status === "exact" && !Number.isInteger(parsed.quantity) && candidates[0].product.unit === DEFAULT_UNIT) {
    return { ...line, status: "error", error: { code: "fractionalPieces", message: translator(ctx.locale, "specImport")("lineErrors.fractionalPieces") } };
  }
  return { ...line, status };
}
