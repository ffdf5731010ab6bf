import "server-only";
import type { TCart, TCartItem } from "@/lib/contracts/cart";
import { FREE_DELIVERY_THRESHOLD_KOPECKS } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import { formatMoney, kopecksToDecimal } from "@/lib/shared/money";
import { orderTotalsOf } from "../orders/order-totals-of";
import { formatPricedLine } from "./format-priced-line";
import type { TCartLine } from "./load-cart-lines";
import type { TActiveCompany } from "./require-active-company";
import { translator } from "@/lib/server/i18n/translator";

type TSort = NonNullable<TCart["sort"]>;

const collator = new Intl.Collator("ru", { sensitivity: "base", numeric: true });

const comparators: Record<string, (a: TCartLine, b: TCartLine) => number> = {
  created: (a, b) => a.id - b.id,
  name: (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
  price: (a, b) => (a.price ?? -1) - (b.price ?? -1) || a.id - b.id,
  total: (a, b) => a.total - b.total || a.id - b.id,
  amount: (a, b) => a.amount - b.amount || a.id - b.id,
};

function sortLines(lines: TCartLine[], sort: TSort | null): TCartLine[] {
  if (!sort) return lines;
  const descending = sort.startsWith("-");
  const compare = comparators[descending ? sort.slice(1) : sort] ?? comparators.created;
  return [...lines].sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
}

function itemOf(line: TCartLine, locale: TLocale): TCartItem {
  return { ...formatPricedLine(line, locale), selected: line.selected };
}

/**
 * The cart as the API answers it: lines (flagged), selection, amount maps and the totals of what would
 * be ordered — the total to pay (and the free-delivery progress) is the catalogue lines'; the buyer's
 * own products have their total apart (customItemsTotalPrice).
 */
export function formatCart({ company, lines, sort, locale }: { company: TActiveCompany; lines: TCartLine[]; sort: TSort | null; locale: TLocale }): TCart {
  const orderable = lines.filter((l) => l.selected && l.state !== "missing");
  const { items: itemsTotal, custom: customTotal, total, vat } = orderTotalsOf(orderable);
  const remaining = Math.max(0, FREE_DELIVERY_THRESHOLD_KOPECKS - total);
  const productAmountMap: Record<string, number> = {};
  const customProductAmountMap: Record<string, number> = {};
  for (const line of lines) {
    if (line.productId !== null) productAmountMap[String(line.productId)] = line.amount;
    if (line.customProductId !== null) customProductAmountMap[String(line.customProductId)] = line.amount;
  }
  return {
    company: { id: company.id, name: company.name },
    items: sortLines(lines, sort).map((line) => itemOf(line, locale)),
    selection: lines.filter((l) => l.selected).map((l) => l.id),
    productAmountMap,
    customProductAmountMap,
    sort,
    totals: {
      positionsCount: lines.length,
      selectedCount: orderable.length,
      itemsTotalPrice: kopecksToDecimal(itemsTotal),
      customItemsTotalPrice: kopecksToDecimal(customTotal),
      totalPrice: kopecksToDecimal(total),
      vatAmount: kopecksToDecimal(vat),
      freeDelivery: {
        threshold: kopecksToDecimal(FREE_DELIVERY_THRESHOLD_KOPECKS),
        remaining: kopecksToDecimal(remaining),
        isReached: remaining === 0,
        text: remaining === 0 ? translator(locale, "cart.api")("freeDeliveryReached") : translator(locale, "cart.api")("freeDeliveryRemaining", { remaining: formatMoney(remaining) }),
      },
    },
  };
}
