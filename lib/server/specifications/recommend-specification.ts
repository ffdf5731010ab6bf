import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { MAX_SPECIFICATION_LINES, ZCreateSpecificationRequest } from "@/lib/contracts/specifications";
import { normalizeArticle } from "@/lib/shared/article";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/app-error";
import { issueText } from "../i18n/issue-text";
import { csvRows, xlsxRows, type TCell, type TSpreadsheetSource } from "../imports/spreadsheet-rows";
import { writeRecommendedSpecification } from "./write-recommended-specification";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.specifications");

export type TRecommendInput = { siteId: number; name: string; description?: string; key?: string; file: TSpreadsheetSource };

const cellText = (cell: TCell | undefined) => (cell === null || cell === undefined ? "" : String(cell).trim());

/**
 * Reads a seller's list — .csv or .xlsx, a row per product: article, amount (empty: the smallest valid
 * one); a first row whose amount is not a number is a header — into line requests. Unknown articles
 * and bad amounts are gathered, with their row numbers, into one 400: nothing is written then.
 */
async function readRecommendedLines(siteId: number, file: TSpreadsheetSource) {
  const name = typeof file === "string" ? file : file.name;
  const rows = /\.xlsx$/i.test(name) ? xlsxRows(file) : csvRows(file);
  const wanted: { line: number; article: string; amount?: number }[] = [];
  const problems: { line: number; text: string }[] = [];
  for await (const row of rows) {
    const article = cellText(row.cells[0]);
    const amountText = cellText(row.cells[1]).replace(/\s/g, "");
    if (!article && !amountText) continue;
    if (wanted.length === 0 && problems.length === 0 && amountText && !/^\d+$/.test(amountText)) continue; // the header
    if (!article) problems.push({ line: row.line, text: t("noArticle") });
    else if (amountText && !/^[1-9]\d{0,6}$/.test(amountText)) problems.push({ line: row.line, text: t("badAmount", { amount: amountText }) });
    else wanted.push({ line: row.line, article, amount: amountText ? Number(amountText) : undefined });
  }
  if (wanted.length > MAX_SPECIFICATION_LINES) problems.push({ line: 0, text: t("tooManyLines", { count: wanted.length, max: MAX_SPECIFICATION_LINES }) });
  const norms = [...new Set(wanted.map((w) => normalizeArticle(w.article)))];
  const found =
    norms.length === 0
      ? []
      : await getDb()
          .select({ id: products.id, articleNorm: products.articleNorm })
          .from(products)
          .where(and(eq(products.siteId, siteId), eq(products.isActive, true), inArray(products.articleNorm, norms)))
          .orderBy(asc(products.id));
  // Articles are not unique (1C gives a good's characteristics one article): the oldest product of it.
  const byNorm = new Map<string, number>();
  for (const p of found) if (!byNorm.has(p.articleNorm)) byNorm.set(p.articleNorm, p.id);
  for (const w of wanted) if (!byNorm.has(normalizeArticle(w.article))) problems.push({ line: w.line, text: t("articleNotFound", { article: w.article }) });
  if (wanted.length === 0 && problems.length === 0) problems.push({ line: 0, text: t("noRows") });
  if (problems.length > 0) {
    const lines = problems.sort((a, b) => a.line - b.line).map((p) => (p.line ? `  ${t("problemLine", { line: p.line, text: p.text })}` : `  ${p.text}`));
    throw new AppError("BAD_REQUEST", `${t("notSaved")}\n${lines.join("\n")}`);
  }
  return wanted.map((w) => ({ productId: byNorm.get(normalizeArticle(w.article)) as number, amount: w.amount }));
}

/** The seller console's specification:recommend: a recommended specification of the site from a list of articles and amounts. */
export async function recommendSpecification(input: TRecommendInput) {
  const parsed = ZCreateSpecificationRequest.pick({ name: true, description: true }).safeParse({ name: input.name, description: input.description });
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues.map((issue) => issueText(issue.message, operatorLocale)).join("; "));
  const { name, description } = parsed.data;
  const lines = await readRecommendedLines(input.siteId, input.file);
  const written = await getDb().transaction((tx) => writeRecommendedSpecification(tx, { siteId: input.siteId, name, description, key: input.key }, lines));
  return { ...written, lines: lines.length };
}
