import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** Folds a search text like the SQL side below: lower case, ё as е. */
export function foldText(value: string): string {
  return value.toLowerCase().replaceAll("ё", "е");
}

/** `column` contains `keyword`, ignoring case and ё/е; LIKE wildcards in the keyword are taken literally. */
export function nameContains(column: SQLWrapper, keyword: string): SQL {
  const escaped = foldText(keyword).replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`translate(lower(${column}), 'ё', 'е') like ${`%${escaped}%`}`;
}
