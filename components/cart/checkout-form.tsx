"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, call } from "@/lib/client/api";
import { showBanner, showError, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { trackAction } from "@/lib/client/web-analytics";
import { pickupStockOf, warehouseWithAll } from "@/lib/client/cart/pickup-stock";
import type { TCart, TCartStock } from "@/lib/contracts/cart";
import type { TDeliveryTypeValue, TPlaceOrderResponse } from "@/lib/contracts/orders";
import { AddressDialog, type TNewAddress } from "./address-dialog";
import { BonusSpendField } from "./bonus-spend-field";
import { useViewer } from "@/lib/client/catalog/use-viewer";
import { cartKeys, orderKeys } from "@/lib/client/query-keys";
import { useCheckoutOptions } from "./use-cart";

/** The delivery type and pickup warehouse the buyer chose (null: the default); the cart screen holds it, its lines show the stock there. */
export type TCheckoutChoice = { deliveryType: TDeliveryTypeValue | null; warehouseId: number | null };

type TProps = {
  cart: TCart;
  choice: TCheckoutChoice;
  onChoice: (choice: TCheckoutChoice) => void;
  /** The lines' stock per warehouse, for the suggestion of a warehouse that has everything selected. */
  stock: TCartStock | undefined;
  /** Identifies what a placement attempt was about (choice and selected amounts): its error shows while it is unchanged. */
  attemptKey: string;
  onLineErrors: (errors: Record<number, string>, attemptKey: string) => void;
};

const selectClass = "h-10 w-full rounded-md border border-line bg-white px-3 outline-none focus:border-primary";

function FieldError({ errors }: { errors?: string[] }) {
  return errors?.length ? (
    <p role="alert" className="text-xs text-red-700">
      {errors.join(" ")}
    </p>
  ) : null;
}

/**
 * Checkout (spec §2 "Cart; order checkout"): pickup (default) from a warehouse or delivery to one of
 * the company's addresses or a new one from the address dialog, a comment, and the offer conditions,
 * which must be accepted. Placing goes to the order (spec §9: the default order redirect).
 */
export function CheckoutForm({ cart, choice, onChoice, stock, attemptKey, onLineErrors }: TProps) {
  const t = useTranslations("cart.checkout");
  const router = useRouter();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const options = useCheckoutOptions();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState<TNewAddress | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comment, setComment] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [bonusSpend, setBonusSpend] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [submitError, setSubmitError] = useState<{ key: string; message: string } | null>(null);

  const place = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown>; key: string }) => call<TPlaceOrderResponse>("v1/order", { method: "post", json: body }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // The answer is the new order itself: its page opens without loading it again.
      queryClient.setQueryData(orderKeys.detail(result.order.id, viewer.key), result.order);
      trackAction({
        type: "orderCreated",
        orderId: result.order.id,
        total: result.order.totalPrice,
        items: result.order.items.map((item) => ({ id: item.productId ?? item.customProductId ?? item.id, name: item.name, price: item.price, amount: item.amount })),
      });
      showBanner(result.message);
      router.push(result.redirect);
    },
    onError: (error, { key }) => {
      if (!(error instanceof ApiError)) return showErrorOf(error, t("failed"));
      // Stays in the form (not only the passing toast) until the buyer changes what it was about.
      if (error.status !== 401) setSubmitError({ key, message: error.status === 409 ? `${t("linesProblem")}. ${error.body.message}` : error.body.message || t("failed") });
      const errors = error.body.errors ?? {};
      if (error.status === 409) {
        const lines: Record<number, string> = {};
        for (const [key, texts] of Object.entries(errors)) {
          const match = /^items\.(\d+)$/.exec(key);
          if (match) lines[Number(match[1])] = texts.join(" ");
        }
        onLineErrors(lines, key);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return showError({ prefix: t("linesProblem"), message: error.body.message });
      }
      if (Object.keys(errors).length > 0 && error.status < 500) setFieldErrors(errors);
      if (error.status !== 401) showErrorOf(error, t("failed"));
    },
  });

  if (options.isPending) return <Spinner label={t("title")} />;
  if (options.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("loadFailed")}
      </p>
    );
  }
  const o = options.data;
  const type = choice.deliveryType ?? o.defaultDeliveryType;
  const warehouse = choice.warehouseId ?? o.warehouses[0]?.id ?? null;
  const selectedIds = cart.items.filter((i) => i.selected).map((i) => i.id);
  const anyShort = type === "pickup" && stock !== undefined && warehouse !== null && selectedIds.some((id) => pickupStockOf(stock, id, warehouse)?.short);
  const better = anyShort && stock ? warehouseWithAll(stock, selectedIds) : null;
  const shownError = submitError?.key === attemptKey ? submitError.message : null;
  const savedAddress = addressId ?? o.deliveryAddresses[0]?.id ?? null;
  const nothingSelected = cart.totals.selectedCount === 0;

  const submit = () => {
    setFieldErrors({});
    setSubmitError(null);
    onLineErrors({}, attemptKey);
    const body: Record<string, unknown> = { deliveryType: type, acceptOfferConditions: accepted, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    if (o.bonus && bonusSpend.trim()) body.bonusSpend = bonusSpend.trim();
    if (type === "pickup" && warehouse !== null) body.warehouseId = warehouse;
    if (type === "delivery") {
      if (newAddress) body.deliveryAddress = newAddress;
      else if (savedAddress !== null) body.deliveryAddressId = savedAddress;
    }
    trackAction({ type: "cartOrder" });
    place.mutate({ body, key: attemptKey });
  };

  return (
    <section className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="text-lg font-medium">
        {t("title")}
      </h2>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("deliveryType")}</legend>
          <div className="flex flex-wrap gap-4">
            {o.deliveryTypes.map((d) => (
              <label key={d.type} className="flex items-center gap-2 text-sm">
                <input type="radio" name="deliveryType" value={d.type} checked={type === d.type} onChange={() => onChoice({ ...choice, deliveryType: d.type })} />
                {d.name}
              </label>
            ))}
          </div>
          <FieldError errors={fieldErrors.deliveryType} />
        </fieldset>

        {type === "pickup" ? (
          <div className="flex flex-col gap-1">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("warehouse")}
              <select className={selectClass} value={warehouse ?? ""} onChange={(e) => onChoice({ ...choice, warehouseId: Number(e.target.value) })}>
                {o.warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name} — {w.address}
                  </option>
                ))}
              </select>
              <FieldError errors={fieldErrors.warehouseId} />
            </label>
            {better && better.id !== warehouse ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-amber-700" data-testid="warehouse-with-all">
                {t("allAt", { warehouse: better.name })}
                <button type="button" className="text-primary underline hover:text-primary-dark" onClick={() => onChoice({ deliveryType: "pickup", warehouseId: better.id })}>
                  {t("chooseWarehouse")}
                </button>
              </p>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            {newAddress ? (
              <div className="flex flex-col gap-1 rounded-md border border-line p-2 text-sm" data-testid="new-address">
                <p>{t("newAddressChosen", { address: newAddress.address })}</p>
                {newAddress.city ? <p className="text-muted">{t("newAddressCity", { city: newAddress.city })}</p> : null}
                {newAddress.comment ? <p className="text-muted">{t("newAddressComment", { comment: newAddress.comment })}</p> : null}
                {o.deliveryAddresses.length > 0 ? (
                  <button type="button" className="self-start text-primary underline hover:text-primary-dark" onClick={() => setNewAddress(null)}>
                    {t("useSavedAddress")}
                  </button>
                ) : null}
              </div>
            ) : o.deliveryAddresses.length > 0 ? (
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t("address")}
                <select className={selectClass} value={savedAddress ?? ""} onChange={(e) => setAddressId(Number(e.target.value))}>
                  {o.deliveryAddresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {[a.address, a.city, a.comment].filter(Boolean).join(" — ")}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="text-sm text-muted">{t("noAddresses")}</p>
            )}
            <Button type="button" variant="outline" className="self-start" onClick={() => setDialogOpen(true)}>
              {newAddress ? t("editAddress") : t("addAddress")}
            </Button>
            <FieldError errors={[...(fieldErrors.deliveryAddressId ?? []), ...(fieldErrors["deliveryAddress.address"] ?? [])]} />
          </div>
        )}
        <p className="text-sm text-muted">{o.freeDeliveryText}</p>

        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("comment")}
          <textarea className="min-h-20 rounded-md border border-line p-2 font-normal outline-none focus:border-primary" maxLength={1000} placeholder={t("commentHint")} value={comment} onChange={(e) => setComment(e.target.value)} />
          <FieldError errors={fieldErrors.comment} />
        </label>

        {o.bonus ? <BonusSpendField bonus={o.bonus} total={cart.totals.totalPrice} value={bonusSpend} onChange={setBonusSpend} errors={fieldErrors.bonusSpend} /> : null}

        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          <span>
            {t.rich("accept", {
              link: (chunks) => (
                <a href={o.offerConditionsUrl} target="_blank" rel="noreferrer" className="text-primary underline">
                  {chunks}
                </a>
              ),
            })}
          </span>
        </label>
        <FieldError errors={fieldErrors.acceptOfferConditions} />

        <p className="text-sm text-muted">{t("reservation", { days: o.reservationWorkingDays })}</p>
        {nothingSelected ? <p className="text-sm text-amber-700">{t("nothingSelected")}</p> : null}
        {shownError ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-700" data-testid="checkout-error">
            {shownError}
          </p>
        ) : null}
        {!accepted && !nothingSelected ? (
          <p id="checkout-accept-hint" className="text-sm text-amber-700">
            {t("acceptHint")}
          </p>
        ) : null}
        <Button type="submit" pending={place.isPending} disabled={nothingSelected || !accepted} aria-describedby={!accepted && !nothingSelected ? "checkout-accept-hint" : undefined}>
          {t("submit")}
        </Button>
      </form>
      <AddressDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onDone={(address) => {
          setNewAddress(address);
          setDialogOpen(false);
        }}
      />
    </section>
  );
}
