"use client";

import { useTranslations } from "next-intl";
import { CartAmountInput } from "@/components/cart/cart-amount-input";
import { LineThumbnail, LineTitle } from "@/components/cart/line-product";
import { formatPrice } from "@/lib/client/catalog/money";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import type { TSpecificationItem } from "@/lib/contracts/specifications";

type TProps = {
  item: TSpecificationItem;
  /** The user may change the specification (its author or an administrator, and it is active). */
  editable: boolean;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAmount: (amount: number) => void;
  onRemove: () => void;
};

/**
 * One line as the cart shows it: a table row on desktops, a card on phones. A withdrawn or sold-out
 * product's line stays, flagged with the reason; a read-only specification shows the amount as text.
 */
export function SpecificationLine({ item, editable, selected, busy, onSelect, onAmount, onRemove }: TProps) {
  const t = useTranslations("specificationsScreen.line");
  const unitLabel = useUnitLabel();
  const isGone = item.state === "missing";
  return (
    <li
      className={`grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-2 border-b border-line py-4 lg:grid-cols-[auto_4rem_1fr_8rem_10rem_9rem_6rem] lg:items-center ${isGone ? "bg-page/60" : ""}`}
      data-testid="specification-line"
      data-state={item.state}
    >
      <input type="checkbox" className="mt-1 h-4 w-4 accent-[var(--color-primary)] lg:mt-0" checked={selected} aria-label={t("select", { name: item.name })} onChange={(e) => onSelect(e.target.checked)} />
      <LineThumbnail item={item} />
      <div className="min-w-0">
        <LineTitle item={item}>
          <span>{t("vatRate", { rate: item.vatRate })}</span>
        </LineTitle>
        {item.message ? (
          <p className={`mt-1 text-sm ${isGone ? "text-red-700" : "text-amber-700"}`} data-testid="line-flag">
            {item.message}
          </p>
        ) : null}
      </div>
      {editable ? (
        <button type="button" className="self-start text-sm text-muted hover:text-red-700 lg:order-last lg:self-center" aria-label={t("remove", { name: item.name })} disabled={busy} onClick={onRemove}>
          <span aria-hidden>✕</span>
          <span className="sr-only lg:not-sr-only lg:ml-1">{t("removeShort")}</span>
        </button>
      ) : (
        <span className="lg:order-last" />
      )}
      <div className="col-span-3 col-start-2 text-sm lg:col-span-1 lg:col-start-auto lg:text-right">
        <span className="text-muted lg:hidden">{t("price")}: </span>
        {item.price !== null ? formatPrice(item.price) : t("noPrice")}
      </div>
      <div className="col-span-3 col-start-2 lg:col-span-1 lg:col-start-auto">
        {editable ? (
          <CartAmountInput item={item} disabled={busy || isGone} onChange={onAmount} />
        ) : (
          <span className="text-sm">
            <span className="text-muted lg:hidden">{t("amount")}: </span>
            {item.amount} {unitLabel(item.unit)}
          </span>
        )}
      </div>
      <div className="col-span-3 col-start-2 lg:col-span-1 lg:col-start-auto lg:text-right">
        <div className="font-medium">{formatPrice(item.total)}</div>
        <div className="text-xs text-muted">{t("vatIncluded", { amount: formatPrice(item.vatAmount) })}</div>
      </div>
    </li>
  );
}
