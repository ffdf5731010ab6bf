"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, call } from "@/lib/client/api";
import { showBanner, showError, showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TCart } from "@/lib/contracts/cart";
import type { TCheckoutOptions, TDeliveryTypeValue, TPlaceOrderResponse } from "@/lib/contracts/orders";
import { AddressDialog, type TNewAddress } from "./address-dialog";
import { orderKeys } from "@/components/orders/use-orders";
import { cartKeys } from "./use-cart";

type TProps = { cart: TCart; onLineErrors: (errors: Record<number, string>) => void };

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
export function CheckoutForm({ cart, onLineErrors }: TProps) {
  const t = useTranslations("cart.checkout");
  const router = useRouter();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: cartKeys.checkout, queryFn: ({ signal }) => call<TCheckoutOptions>("v1/order/checkout", { signal }) });
  const [deliveryType, setDeliveryType] = useState<TDeliveryTypeValue | null>(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState<TNewAddress | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comment, setComment] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const place = useMutation({
    mutationFn: (body: Record<string, unknown>) => call<TPlaceOrderResponse>("v1/order", { method: "post", json: body }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // The answer is the new order itself: its page opens without loading it again.
      queryClient.setQueryData(orderKeys.detail(result.order.id), result.order);
      showBanner(result.message);
      router.push(result.redirect);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return showErrorOf(error, t("failed"));
      const errors = error.body.errors ?? {};
      if (error.status === 409) {
        const lines: Record<number, string> = {};
        for (const [key, texts] of Object.entries(errors)) {
          const match = /^items\.(\d+)$/.exec(key);
          if (match) lines[Number(match[1])] = texts.join(" ");
        }
        onLineErrors(lines);
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
  const type = deliveryType ?? o.defaultDeliveryType;
  const warehouse = warehouseId ?? o.warehouses[0]?.id ?? null;
  const savedAddress = addressId ?? o.deliveryAddresses[0]?.id ?? null;
  const nothingSelected = cart.totals.selectedCount === 0;

  const submit = () => {
    setFieldErrors({});
    onLineErrors({});
    const body: Record<string, unknown> = { deliveryType: type, acceptOfferConditions: accepted, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    if (type === "pickup" && warehouse !== null) body.warehouseId = warehouse;
    if (type === "delivery") {
      if (newAddress) body.deliveryAddress = newAddress;
      else if (savedAddress !== null) body.deliveryAddressId = savedAddress;
    }
    place.mutate(body);
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
                <input type="radio" name="deliveryType" value={d.type} checked={type === d.type} onChange={() => setDeliveryType(d.type)} />
                {d.name}
              </label>
            ))}
          </div>
          <FieldError errors={fieldErrors.deliveryType} />
        </fieldset>

        {type === "pickup" ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("warehouse")}
            <select className={selectClass} value={warehouse ?? ""} onChange={(e) => setWarehouseId(Number(e.target.value))}>
              {o.warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name} — {w.address}
                </option>
              ))}
            </select>
            <FieldError errors={fieldErrors.warehouseId} />
          </label>
        ) : (
          <div className="flex flex-col gap-2">
            {newAddress ? (
              <p className="text-sm">{t("newAddressChosen", { address: newAddress.address })}</p>
            ) : o.deliveryAddresses.length > 0 ? (
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t("address")}
                <select className={selectClass} value={savedAddress ?? ""} onChange={(e) => setAddressId(Number(e.target.value))}>
                  {o.deliveryAddresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.address}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="text-sm text-muted">{t("noAddresses")}</p>
            )}
            <Button type="button" variant="outline" className="self-start" onClick={() => setDialogOpen(true)}>
              {t("addAddress")}
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
        <Button type="submit" pending={place.isPending} disabled={nothingSelected || !accepted}>
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
