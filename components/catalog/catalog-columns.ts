/** Columns of the list view (catalogue info's `columns`; stock columns are "stock{warehouseId}"). */

export type TColumnWidth = { key: string; width: string };

const WIDTHS: Record<string, string> = {
  image: "56px",
  article: "0px",
  name: "minmax(220px, 1fr)",
  brand: "minmax(90px, 120px)",
  manufacturer: "minmax(110px, 150px)",
  series: "minmax(90px, 120px)",
  unit: "56px",
  multiplicity: "80px",
  deliveryDays: "90px",
  price: "104px",
  currentPrice: "112px",
  amount: "264px",
};

export function isStockColumn(column: string): boolean {
  return /^stock\d+$/.test(column);
}

export function stockIdOf(column: string): number {
  return Number(column.slice("stock".length));
}

/**
 * The visible columns in the seller's order. The name is always shown (a row without it means nothing);
 * the article is printed under the name, so it takes no column of its own.
 */
export function visibleColumns(columns: string[], shown: string[]): string[] {
  const on = new Set(shown);
  on.add("name");
  return columns.filter((c) => on.has(c) && c !== "article");
}

/** CSS grid columns of the list rows on desktops: the visible columns plus the favourite button. */
export function gridTemplate(columns: string[]): string {
  return [...columns.map((c) => WIDTHS[c] ?? (isStockColumn(c) ? "76px" : "100px")), "40px"].join(" ");
}
