import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZProduct, type TProduct } from "./catalog";

/**
 * The specification import wizard's "check products" step (spec §2, §4 "Import wizard", §5 "Import by
 * text", §9): a pasted list or a file becomes lines, each exact, several or not found. The spec shows no
 * path for it; ours is POST /api/v1/specification-import/check (docs/api.md).
 */

/** Spec §9: 300 text lines, 500 file rows. */
export const MAX_IMPORT_TEXT_LINES = 300;
export const MAX_IMPORT_FILE_ROWS = 500;
/** A pasted list of 300 lines of long names fits well within this. */
export const MAX_IMPORT_TEXT_CHARS = 100_000;

export const ZSpecImportCheckRequest = z.object({
  text: z.string({ error: fieldMessage("specImport.pasteList") }).max(MAX_IMPORT_TEXT_CHARS, fieldMessage("specImport.textMax", { max: MAX_IMPORT_TEXT_CHARS })),
});
export type TSpecImportCheckRequest = z.infer<typeof ZSpecImportCheckRequest>;

export const importMatchReasons = ["article", "manufacturerCode", "name", "partialCode", "words"] as const;
export const importLineErrors = ["junk", "missingQuantity", "notNumber", "zero", "negative", "fractionalPieces", "tooLarge"] as const;

export const ZImportCandidate = z.object({
  reason: z.enum(importMatchReasons),
  /** The reason in the caller's language: «по артикулу», «по коду производителя», «по названию»… */
  reasonText: z.string(),
  product: ZProduct,
});

export const ZImportCheckLine = z.object({
  /** The line's number in the pasted text or the file's row number (1-based). */
  line: z.number().int(),
  source: z.string(),
  status: z.enum(["exact", "several", "notFound", "error"]),
  /** What was looked for (the code or name), null for an unreadable line. */
  text: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  error: z.object({ code: z.enum(importLineErrors), message: z.string() }).nullable(),
  /** exact: the one product; several: up to 5, best first; otherwise empty. */
  candidates: z.array(ZImportCandidate),
});

export const ZSpecImportCheckResult = z.object({
  lines: z.array(ZImportCheckLine),
  summary: z.object({ exact: z.number().int(), several: z.number().int(), notFound: z.number().int(), errors: z.number().int() }),
});
// The product's per-warehouse stock{id} fields are typed by hand in TProduct, as in the catalogue's lists.
export type TImportCandidate = Omit<z.infer<typeof ZImportCandidate>, "product"> & { product: TProduct };
export type TImportCheckLine = Omit<z.infer<typeof ZImportCheckLine>, "candidates"> & { candidates: TImportCandidate[] };
export type TSpecImportCheckResult = Omit<z.infer<typeof ZSpecImportCheckResult>, "lines"> & { lines: TImportCheckLine[] };
