"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TPickupStock } from "@/lib/client/cart/pickup-stock";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import type { TCartItem } from "@/lib/contracts/cart";
import { CartAmountInput } from "./cart-amount-input";
import { LineThumbnail, LineTitle } from "./line-product";

type TProps = {
  item: TCartItem;
  /** Why placing the order failed for this line (409 of POST /api/v1/order). */
  orderError?: string;
  /** The line's stock at the chosen pickup warehouse (null for delivery or lines without stock). */
  pickup: TPickupStock | null;
  /** Switches the pickup warehouse (a suggestion of a warehouse that has the whole amount). */
  onWarehouse: (warehouseId: number) => void;
  busy: boolean;
  onAmount: (amount: number) => void;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
};

/** One cart line: a table row on desktops, a card on phones; flagged lines keep their place with the reason. */
export function CartLine({ item, orderError, pickup, onWarehouse, busy, onAmount, onSelect, onRemove }: TProps) {
  const t = useTranslations("cart");
  const isGone = item.state === "missing";
  const warning = orderError ?? item.message;
  return (
    <li
      className={`grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-2 border-b border-line py-4 lg:grid-cols-[auto_4rem_1fr_8rem_10rem_9rem_auto] lg:items-center ${isGone ? "bg-page/60" : ""}`}
      data-testid="cart-line"
      data-state={item.state}
    >
      <input type="checkbox" className="mt-1 h-4 w-4 accent-[var(--color-primary)] lg:mt-0" checked={item.selected} disabled={busy} aria-label={t("selectLine", { name: item.name })} onChange={(e) => onSelect(e.target.checked)} />
      <LineThumbnail item={item} />
      <div className="min-w-0">
        <LineTitle item={item} />
        {warning ? (
          <p role="status" className={`mt-1 text-sm ${isGone || orderError ? "text-red-700" : "text-amber-700"}`}>
            {warning}
          </p>
        ) : null}
        {pickup && !isGone ? <PickupStock pickup={pickup} onWarehouse={onWarehouse} /> : null}
      </div>
      <button type="button" className="self-start text-sm text-muted hover:text-red-700 lg:order-last lg:self-center" aria-label={t("removeLine", { name: item.name })} disabled={busy} onClick={onRemove}>
        <span aria-hidden>✕</span>
        <span className="sr-only lg:not-sr-only lg:ml-1">{t("remove")}</span>
      </button>
      <div className="col-span-3 col-start-2 text-sm lg:col-span-1 lg:col-start-auto lg:text-right">
        <span className="text-muted lg:hidden">{t("price")}: </span>
        {item.price !== null ? formatPrice(item.price) : t("noPrice")}
      </div>
      <div className="col-span-3 col-start-2 lg:col-span-1 lg:col-start-auto">
        <CartAmountInput item={item} disabled={busy || isGone} onChange={onAmount} />
      </div>
      <div className="col-span-3 col-start-2 lg:col-span-1 lg:col-start-auto lg:text-right">
        <div className="font-medium">{formatPrice(item.total)}</div>
        <div className="text-xs text-muted">{t("vatIncluded", { amount: formatPrice(item.vatAmount) })}</div>
      </div>
    </li>
  );
}

/** The line's stock at the pickup warehouse; when short, the warehouses that have the whole amount, one click to switch. */
function PickupStock({ pickup, onWarehouse }: { pickup: TPickupStock; onWarehouse: (warehouseId: number) => void }) {
  const t = useTranslations("cart.pickup");
  const unitLabel = useUnitLabel();
  const { warehouse } = pickup;
  const unit = unitLabel(pickup.unit);
  return (
    <div className="mt-1 flex flex-col items-start gap-1 text-sm" data-testid="pickup-stock">
      <p className={pickup.short ? "text-red-700" : "text-muted"}>
        {pickup.short ? t("short", { warehouse: warehouse.name, available: warehouse.available, unit }) : t("available", { warehouse: warehouse.name, available: warehouse.available, unit })}
      </p>
      {pickup.elsewhere.map((w) => (
        <button key={w.warehouseId} type="button" className="text-left text-primary underline hover:text-primary-dark" onClick={() => onWarehouse(w.warehouseId)}>
          {t("elsewhere", { warehouse: w.name, available: w.available, unit })}
        </button>
      ))}
      {pickup.short && pickup.elsewhere.length === 0 ? <p className="text-muted">{t("nowhere")}</p> : null}
    </div>
  );
}
