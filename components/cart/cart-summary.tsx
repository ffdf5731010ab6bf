"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TCart } from "@/lib/contracts/cart";
import { CustomTotal } from "./custom-total";

/**
 * The totals of what would be ordered (selected catalogue lines), VAT included and shown, the buyer's
 * own products' total apart (not paid to the seller), and the free-delivery note.
 */
export function CartSummary({ cart }: { cart: TCart }) {
  const t = useTranslations("cart");
  const { totals } = cart;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-lg font-medium">
        {t("summaryTitle")}
      </h2>
      <p className="text-sm text-muted">{t("positions", { count: totals.positionsCount })}</p>
      <p className="text-sm text-muted">{t("selected", { count: totals.selectedCount })}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base font-medium">{t("totalToPay")}</dt>
        <dd className="text-right text-base font-medium" data-testid="cart-total">
          {formatPrice(totals.totalPrice)}
        </dd>
        <dt className="text-muted">{t("vat")}</dt>
        <dd className="text-right text-muted" data-testid="cart-vat">
          {formatPrice(totals.vatAmount)}
        </dd>
      </dl>
      {totals.customItemsTotalPrice !== "0.00" ? <CustomTotal label={t("customTotal")} note={t("customTotalNote")} amount={totals.customItemsTotalPrice} testId="cart-custom-total" /> : null}
      <p className={`mt-2 rounded-md p-2 text-sm ${totals.freeDelivery.isReached ? "bg-secondary/10 text-secondary-dark" : "bg-primary-light text-primary-dark"}`}>{totals.freeDelivery.text}</p>
    </section>
  );
}
