"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { openAuth } from "@/lib/client/auth/auth-history";
import { formatPrice } from "@/lib/client/catalog/money";
import { useAddToCart } from "@/lib/client/catalog/use-add-to-cart";
import { useCustomProduct, useDeleteCustomProduct } from "@/lib/client/catalog/use-custom-products";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { AmountControl } from "./amount-control";
import { useCatalog } from "./catalog-context";
import { CustomProductForm } from "./custom-product-form";
import { ProductImage } from "./product-image";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

const ONE = { minimumBatch: 1, multiplicity: 1 };

/** The dialog of a custom product (`?product=custom:{id}`): its card, editing, adding to the cart, deleting (confirmed). */
export function CustomProductDetails({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const t = useTranslations("catalog.custom");
  const unitLabel = useUnitLabel();
  const { viewer, config } = useCatalog();
  const query = useCustomProduct(id, viewer);
  const cart = useAddToCart(viewer);
  const remove = useDeleteCustomProduct(viewer);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const product = query.data;

  if (viewer.isKnown && !viewer.isSignedIn) {
    return (
      <div className="space-y-3 p-6">
        <RadixDialog.Title className="text-xl font-medium">{t("kind")}</RadixDialog.Title>
        <p className="text-sm text-muted">{t("signIn")}</p>
        <Button type="button" onClick={() => openAuth("signin")}>
          {t("signInButton")}
        </Button>
      </div>
    );
  }
  if (!product) {
    if (query.isError) {
      return (
        <div className="p-6">
          <RadixDialog.Title className="text-xl font-medium">{t("notFound")}</RadixDialog.Title>
        </div>
      );
    }
    return (
      <div className="p-6">
        <RadixDialog.Title className="sr-only">{t("loading")}</RadixDialog.Title>
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (editing) {
    return (
      <div className="p-4 sm:p-6">
        <RadixDialog.Title className="mb-4 text-xl font-medium">{t("editTitle")}</RadixDialog.Title>
        <CustomProductForm product={product} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </div>
    );
  }
  const facts: [string, string | null][] = [
    [t("article"), product.article],
    [t("brand"), product.brand],
    [t("manufacturer"), product.manufacturer],
    [t("unit"), unitLabel(product.unit)],
  ];
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="pr-10">
        <p className="mb-1 inline-block rounded bg-secondary/10 px-2 py-0.5 text-xs text-secondary">{t("kind")}</p>
        <RadixDialog.Title className="text-lg leading-snug font-medium break-words sm:text-xl">{product.name}</RadixDialog.Title>
      </div>
      <div className="grid gap-4 sm:grid-cols-[200px_minmax(0,1fr)]">
        <ProductImage src={product.image} size={200} eager className="mx-auto" />
        <div className="min-w-0 space-y-3">
          {product.price ? <p className="text-2xl font-medium">{formatPrice(product.price, config.currencySign)}</p> : <p className="text-sm text-muted">{t("noPrice")}</p>}
          {config.hasCart ? (
            <AmountControl rule={ONE} unit={product.unit} productName={product.name} inCart={0} pending={cart.pendingKey === `custom:${product.id}`} onAdd={(amount) => cart.add({ customProductId: product.id, amount })} />
          ) : null}
          <dl>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 border-b border-line py-1.5 text-sm last:border-b-0">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-right break-words">{value}</dd>
                </div>
              ))}
          </dl>
          {product.description ? <p className="text-sm whitespace-pre-line">{product.description}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              {t("edit")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className="text-red-700"
              pending={remove.isPending}
              onClick={() => setConfirmingDelete(true)}
            >
              {t("delete")}
            </Button>
            {confirmingDelete ? (
              <ConfirmDeleteDialog
                title={t("deleteTitle")}
                text={t("deleteConfirm", { name: product.name })}
                confirmLabel={t("delete")}
                pending={remove.isPending}
                onClose={() => setConfirmingDelete(false)}
                onConfirm={() =>
                  remove.mutate(product.id, {
                    onSuccess: (result) => {
                      setConfirmingDelete(false);
                      showBanner(result.message);
                      onDeleted();
                    },
                    onError: (error) => showErrorOf(error, t("deleteFailed")),
                  })
                }
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
