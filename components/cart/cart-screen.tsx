"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { OfferFromSourceButton } from "@/components/offers/offer-from-source-button";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { CheckoutForm } from "./checkout-form";
import { SignInPrompt } from "./sign-in-prompt";
import { pickupStockOf } from "@/lib/client/cart/pickup-stock";
import type { TCartItem } from "@/lib/contracts/cart";
import { useCart, useCartActions, useCartStock, useCheckoutOptions, type TCartSort } from "./use-cart";
import type { TCheckoutChoice } from "./checkout-form";

/**
 * What a failed placement was about: the delivery choice and the selected lines' amounts. Its errors
 * stay shown while these are unchanged and go once the buyer changes any of them (the fix).
 */
function attemptKeyOf(choice: { type: string; warehouseId: number | null }, items: TCartItem[]): string {
  return JSON.stringify([choice.type, choice.warehouseId, items.filter((i) => i.selected).map((i) => [i.id, i.amount])]);
}

const shownSorts = ["created", "name", "-name", "price", "-price", "-total"] as const satisfies readonly TCartSort[];

/** /cart: the active company's cart with its checkout; visitors get a sign-in prompt. With the offers module on, the cart can become a commercial offer. */
export function CartScreen({ offersEnabled = false }: { offersEnabled?: boolean }) {
  const t = useTranslations("cart");
  const tw = useTranslations("importWizard");
  useRequireAuth();
  const user = useCurrentUser();
  const [sort, setSort] = useState<TCartSort | null>(null);
  const [lineErrors, setLineErrors] = useState<{ key: string; errors: Record<number, string> }>({ key: "", errors: {} });
  const [choice, setChoice] = useState<TCheckoutChoice>({ deliveryType: null, warehouseId: null });
  const [confirmingClear, setConfirmingClear] = useState(false);
  const cart = useCart(sort, Boolean(user.data));
  const options = useCheckoutOptions(Boolean(user.data));
  const stock = useCartStock(Boolean(user.data));
  const actions = useCartActions(sort);
  const busy = actions.update.isPending || actions.remove.isPending || actions.clear.isPending || actions.select.isPending;

  if (user.isPending || (user.data && cart.isPending)) {
    return (
      <PageWrapper title={t("title")}>
        <div className="flex justify-center py-16">
          <Spinner label={t("loading")} />
        </div>
      </PageWrapper>
    );
  }
  if (!user.data) {
    return (
      <PageWrapper title={t("title")}>
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      </PageWrapper>
    );
  }
  if (cart.isError || !cart.data) {
    return (
      <PageWrapper title={t("title")}>
        <div role="alert" className="flex flex-col items-center gap-3 py-16">
          <p>{t("loadFailed")}</p>
          <Button type="button" variant="outline" onClick={() => void cart.refetch()}>
            {t("retry")}
          </Button>
        </div>
      </PageWrapper>
    );
  }
  const data = cart.data;
  // The import wizard (a pasted list or a spreadsheet into this cart), from the empty cart too.
  const importLink = (
    <IntentLink href="/specifications/import?target=cart" className="inline-flex h-10 items-center rounded-md border border-primary px-4 text-sm font-medium text-primary hover:bg-primary-light">
      {tw("openFromCart")}
    </IntentLink>
  );
  if (data.items.length === 0) {
    return (
      <PageWrapper title={t("title")} actions={importLink}>
        <p className="text-sm text-muted">{t("company", { name: data.company.name })}</p>
        <section className="flex flex-col items-center gap-3 py-16 text-center" data-testid="cart-empty">
          <h2 className="text-xl font-medium">{t("empty")}</h2>
          <p className="text-muted">{t("emptyText")}</p>
          <IntentLink href="/catalog" className="rounded-md bg-primary px-5 py-2 text-white hover:bg-primary-dark">
            {t("toCatalog")}
          </IntentLink>
        </section>
      </PageWrapper>
    );
  }
  const allSelected = data.items.every((i) => i.selected);
  const o = options.data;
  const deliveryType = choice.deliveryType ?? o?.defaultDeliveryType ?? null;
  const pickupWarehouse = deliveryType === "pickup" ? (choice.warehouseId ?? o?.warehouses[0]?.id ?? null) : null;
  const attemptKey = attemptKeyOf({ type: deliveryType ?? "", warehouseId: pickupWarehouse }, data.items);
  const shownLineErrors = lineErrors.key === attemptKey ? lineErrors.errors : {};
  const pickWarehouse = (warehouseId: number) => setChoice({ deliveryType: "pickup", warehouseId });
  return (
    <PageWrapper
      title={t("title")}
      actions={
        <>
          {importLink}
          {offersEnabled ? <OfferFromSourceButton source={{ type: "cart" }} /> : null}
        </>
      }
      side={
        <div className="flex flex-col gap-4">
          <CartSummary cart={data} />
          <CheckoutForm
            cart={data}
            choice={choice}
            onChoice={setChoice}
            stock={stock.data}
            attemptKey={attemptKey}
            onLineErrors={(errors, key) => setLineErrors({ key, errors })}
          />
        </div>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t("company", { name: data.company.name })}</p>
        <label className="flex items-center gap-2 text-sm">
          {t("sortLabel")}
          <select className="h-9 rounded-md border border-line bg-white px-2" value={sort ?? "created"} onChange={(e) => setSort(e.target.value === "created" ? null : (e.target.value as TCartSort))}>
            {shownSorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-center justify-between border-b border-line pb-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={allSelected} disabled={busy} onChange={(e) => actions.select.mutate({ selected: e.target.checked })} />
          {t("selectAll")}
        </label>
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => setConfirmingClear(true)}
        >
          {t("clear")}
        </Button>
        {confirmingClear ? (
          <ConfirmDeleteDialog
            title={t("clear")}
            text={t("clearConfirm")}
            confirmLabel={t("clear")}
            pending={actions.clear.isPending}
            onClose={() => setConfirmingClear(false)}
            onConfirm={() => actions.clear.mutate(undefined, { onSuccess: () => setConfirmingClear(false) })}
          />
        ) : null}
      </div>
      <ul aria-label={t("title")}>
        {data.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            orderError={shownLineErrors[item.id]}
            pickup={stock.data && pickupWarehouse !== null ? pickupStockOf(stock.data, item.id, pickupWarehouse) : null}
            onWarehouse={pickWarehouse}
            busy={busy}
            onAmount={(amount) => actions.update.mutate({ id: item.id, amount })}
            onSelect={(selected) => actions.select.mutate({ ids: [item.id], selected })}
            onRemove={() => actions.remove.mutate(item.id)}
          />
        ))}
      </ul>
    </PageWrapper>
  );
}
