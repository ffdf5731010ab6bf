/** Columns of the list view (catalogue info's `columns`; stock columns are "stock{warehouseId}"). */

/** A grid track: its CSS size and the least room it takes (what the list must have to show it). */
type TTrack = { size: string; min: number };

const TRACKS: Record<string, TTrack> = {
  image: { size: "56px", min: 56 },
  article: { size: "0px", min: 0 },
  name: { size: "minmax(160px, 1fr)", min: 160 },
  brand: { size: "minmax(90px, 120px)", min: 90 },
  manufacturer: { size: "minmax(110px, 150px)", min: 110 },
  series: { size: "minmax(90px, 120px)", min: 90 },
  unit: { size: "56px", min: 56 },
  multiplicity: { size: "80px", min: 80 },
  deliveryDays: { size: "90px", min: 90 },
  price: { size: "104px", min: 104 },
  currentPrice: { size: "112px", min: 112 },
  // − amount + «В корзину» on one line (components/catalog/amount-control.tsx).
  amount: { size: "224px", min: 224 },
};
const STOCK_TRACK: TTrack = { size: "76px", min: 76 };
const OTHER_TRACK: TTrack = { size: "100px", min: 100 };
/** The favourite star's track, after the columns. */
const FAVORITE_TRACK: TTrack = { size: "40px", min: 40 };
/** The rows' column gap (gap-x-3) and their side padding plus the list's border (px-3, border). */
const GAP = 12;
const FRAME = 2 * 12 + 2;

/**
 * The order in which columns give way when the list is narrower than all the buyer's columns (a
 * 1280–1440 px screen with the side panel pinned): the star, the name, the picture, the current price
 * and the amount never do. Stocks after the first go first (the spec hides extra stock columns by
 * default), then the extra columns a buyer may have turned on, then the unit and brand, the last
 * stock and the list price.
 */
const YIELD_ORDER = ["deliveryDays", "multiplicity", "series", "manufacturer", "unit", "brand"];

export function isStockColumn(column: string): boolean {
  return /^stock\d+$/.test(column);
}

export function stockIdOf(column: string): number {
  return Number(column.slice("stock".length));
}

function trackOf(column: string): TTrack {
  return TRACKS[column] ?? (isStockColumn(column) ? STOCK_TRACK : OTHER_TRACK);
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
  return [...columns.map((c) => trackOf(c).size), FAVORITE_TRACK.size].join(" ");
}

/** The least width (px, border included) of a list showing these columns on one line. */
export function listMinWidth(columns: string[]): number {
  const tracks = [...columns.map(trackOf), FAVORITE_TRACK];
  return tracks.reduce((sum, track) => sum + track.min, 0) + GAP * (tracks.length - 1) + FRAME;
}

/** The columns of `columns` in the order they give way (see YIELD_ORDER). */
export function yieldingColumns(columns: string[]): string[] {
  const stocks = columns.filter(isStockColumn);
  const extraStocks = stocks.slice(1).reverse();
  const others = YIELD_ORDER.filter((c) => columns.includes(c));
  const unknown = columns.filter((c) => !TRACKS[c] && !isStockColumn(c));
  return [...unknown, ...extraStocks, ...others, ...stocks.slice(0, 1), ...(columns.includes("price") ? ["price"] : [])];
}

/** One narrower form of the list: the columns it hides and the widest list (px) it is used up to. */
export type TColumnFallback = { below: number; hidden: string[]; template: string };

/**
 * The list's narrower forms, widest first: each drops one more column, and is used while the list is
 * narrower than the form before it needs. The call to action and the star stay in view at any desktop
 * width instead of being pushed past the list's edge.
 */
export function columnFallbacks(columns: string[]): TColumnFallback[] {
  const fallbacks: TColumnFallback[] = [];
  let kept = columns;
  for (const column of yieldingColumns(columns)) {
    const below = listMinWidth(kept);
    kept = kept.filter((c) => c !== column);
    fallbacks.push({ below, hidden: columns.filter((c) => !kept.includes(c)), template: gridTemplate(kept) });
  }
  return fallbacks;
}

const SAFE_NAME = /^[\w-]+$/;

/**
 * The style sheet of one list (`[data-columns="{scope}"]`): container queries that hide the columns of
 * each narrower form and give the rows its grid. CSS, not a measured width, so the server's first paint
 * is already the form that fits and nothing moves after hydration.
 */
export function columnFallbackCss(scope: string, columns: string[]): string {
  const root = `[data-columns="${scope.replace(/["\\]/g, "")}"]`;
  return columnFallbacks(columns.filter((c) => SAFE_NAME.test(c)))
    .map(({ below, hidden, template }) => {
      const cells = hidden.map((c) => `${root} [data-col="${c}"]`).join(",");
      return `@container (width < ${below}px){${cells}{display:none}${root}>*{--catalog-cols:${template}}}`;
    })
    .join("\n");
}
