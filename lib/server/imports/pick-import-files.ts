import "server-only";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import type { TImportSource } from "../db/schema";
import { AppError } from "../http/app-error";
import { COMMERCEML_ROOT } from "./commerceml/read-commerceml";
import { importLogText } from "./import-state";

export type TPickedImport = { source: TImportSource; folder: string; files: string[] };

// 1C writes the catalogue before the offers, and newer versions split prices and stocks out of the
// offers: applied in this order, every offer finds its good and every price its offer.
const COMMERCEML_ORDER = [/^import.*\.xml$/i, /^offers.*\.xml$/i, /^prices.*\.xml$/i, /^rests.*\.xml$/i];

const byName = new Intl.Collator("en", { numeric: true }).compare;

/**
 * What the seller points the console's `import` at, as the pipeline reads it: a folder of a 1C package
 * (import*.xml, offers*.xml, prices*.xml, rests*.xml, pictures in import_files/), a single CommerceML or
 * YML file (told apart by the XML's root element), or an .xlsx/.csv price list.
 */
export function pickImportFiles(target: string): TPickedImport {
  const full = path.resolve(target);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    throw new AppError("NOT_FOUND", importLogText("errors.noFileOrFolder", { path: full }));
  }
  if (stat.isDirectory()) {
    const names = fs.readdirSync(full, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    const files = COMMERCEML_ORDER.flatMap((pattern) => names.filter((n) => pattern.test(n)).sort(byName));
    if (!files.length) throw new AppError("BAD_REQUEST", importLogText("errors.noExchangeFiles", { path: full }));
    return { source: "commerceml", folder: full, files };
  }
  const folder = path.dirname(full);
  const name = path.basename(full);
  const extension = path.extname(name).toLowerCase();
  if (extension === ".xlsx" || extension === ".csv") return { source: "table", folder, files: [name] };
  if (extension === ".xml" || extension === ".yml") {
    const root = xmlRootOf(full);
    if (root === "yml_catalog") return { source: "yml", folder, files: [name] };
    if (root === COMMERCEML_ROOT) return { source: "commerceml", folder, files: [name] };
    throw new AppError("BAD_REQUEST", importLogText("errors.unknownRoot", { name, root: `<${root ?? "?"}>` }));
  }
  throw new AppError("BAD_REQUEST", importLogText("errors.unsupportedFile", { name }));
}

/** The name of a file's root element, read from its first bytes in the encoding its declaration names. */
function xmlRootOf(file: string): string | null {
  const fd = fs.openSync(file, "r");
  const head = Buffer.alloc(4096);
  const length = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const bytes = head.subarray(0, length);
  const encoding = /encoding\s*=\s*["']([\w-]+)["']/i.exec(bytes.toString("latin1"))?.[1] ?? "utf-8";
  const text = iconv.encodingExists(encoding) ? iconv.decode(bytes, encoding) : bytes.toString("utf8");
  // Skip the declaration, comments and a doctype: the first tag that starts with a name is the root.
  return /<([^\s?!/>][^\s/>]*)/.exec(text.replace(/<!--[\s\S]*?-->/g, ""))?.[1] ?? null;
}
