"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import type { TDeliveryAddress } from "@/lib/contracts/company";
import { useChangeCompanyAddress } from "@/lib/client/office/use-company-addresses";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { CompanyAddressDialog } from "./company-address-dialog";
import { OfficeSection } from "./office-section";

type TEditing = { kind: "new" } | { kind: "edit"; address: TDeliveryAddress } | null;

/** The company's delivery addresses (checkout offers them): add with suggestions, edit, make default, delete. */
export function CompanyAddresses({ addresses }: { addresses: TDeliveryAddress[] }) {
  const t = useTranslations("office.addresses");
  const change = useChangeCompanyAddress();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TDeliveryAddress | null>(null);
  const onError = (error: unknown) => showErrorOf(error);
  return (
    <OfficeSection
      id="office-addresses"
      title={t("heading")}
      actions={
        <Button type="button" variant="outline" onClick={() => setEditing({ kind: "new" })}>
          {t("add")}
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {addresses.map((address) => (
            <li key={address.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="delivery-address">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {address.address}
                  {address.isDefault ? <span className="ml-2 rounded bg-secondary/10 px-2 py-0.5 text-xs font-medium text-secondary-dark">{t("default")}</span> : null}
                </p>
                {address.city ? <p className="text-sm text-muted">{address.city}</p> : null}
                {address.comment ? <p className="text-sm break-words text-muted">{address.comment}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                {address.isDefault ? null : (
                  <Button
                    type="button"
                    variant="ghost"
                    className="h-9 px-3"
                    aria-label={t("makeDefaultLabel", { address: address.address })}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: "update", id: address.id, body: { isDefault: true } }, { onSuccess: () => showBanner(t("defaultSet")), onError })}
                  >
                    {t("makeDefault")}
                  </Button>
                )}
                <Button type="button" variant="ghost" className="h-9 px-3" aria-label={t("editLabel", { address: address.address })} onClick={() => setEditing({ kind: "edit", address })}>
                  {t("edit")}
                </Button>
                <Button type="button" variant="ghost" className="h-9 px-3 text-red-700" aria-label={t("deleteLabel", { address: address.address })} onClick={() => setDeleting(address)}>
                  {t("delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <CompanyAddressDialog address={editing.kind === "edit" ? editing.address : null} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t("deleteTitle")}
          text={t("deleteText", { address: deleting.address })}
          confirmLabel={t("deleteConfirm")}
          pending={change.isPending}
          onClose={() => !change.isPending && setDeleting(null)}
          onConfirm={() =>
            change.mutate(
              { kind: "delete", id: deleting.id },
              {
                onSuccess: () => {
                  setDeleting(null);
                  showBanner(t("deleted"));
                },
                onError,
              },
            )
          }
        />
      ) : null}
    </OfficeSection>
  );
}
