"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AddressSuggestField } from "@/components/cart/address-suggest-field";
import { CheckboxField } from "@/components/auth/checkbox-field";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import type { TDeliveryAddress } from "@/lib/contracts/company";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useChangeCompanyAddress } from "@/lib/client/office/use-company-addresses";
import { showBanner } from "@/lib/client/shell/snackbar-store";

/** Adds a delivery address (null) or edits one, with the seller's address suggestions as at checkout. */
export function CompanyAddressDialog({ address, onClose }: { address: TDeliveryAddress | null; onClose: () => void }) {
  const t = useTranslations("office.addresses");
  const change = useChangeCompanyAddress();
  const [form, setForm] = useState({ address: address?.address ?? "", city: address?.city ?? "", comment: address?.comment ?? "", isDefault: address?.isDefault ?? false });
  const [error, setError] = useState<TFormError>(noFormError);
  const set = (patch: Partial<typeof form>) => setForm((old) => ({ ...old, ...patch }));
  const valid = form.address.trim().length >= 5;

  return (
    <Dialog open onOpenChange={(open) => (open || change.isPending ? undefined : onClose())} title={address ? t("editTitle") : t("addTitle")} size="medium">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          setError(noFormError);
          const fields = { address: form.address, city: form.city, comment: form.comment };
          // The default is chosen, never unchosen: an edit only sends `isDefault` to make this one the default.
          const request = address
            ? ({ kind: "update", id: address.id, body: { ...fields, ...(form.isDefault && !address.isDefault ? { isDefault: true as const } : {}) } } as const)
            : ({ kind: "create", body: { ...fields, isDefault: form.isDefault } } as const);
          change.mutate(request, {
            onSuccess: () => {
              showBanner(t("saved"));
              onClose();
            },
            onError: (failure) => setError(toFormError(failure)),
          });
        }}
      >
        <AddressSuggestField
          label={t("field")}
          hint={t("hint")}
          value={form.address}
          errors={fieldErrors(error, "address")}
          onChange={(value) => set({ address: value })}
          onPick={(picked) => {
            if (picked.city) set({ city: picked.city });
          }}
        />
        <TextField label={t("city")} value={form.city} maxLength={100} errors={fieldErrors(error, "city")} onChange={(e) => set({ city: e.target.value })} />
        <TextField label={t("comment")} value={form.comment} maxLength={500} errors={fieldErrors(error, "comment")} onChange={(e) => set({ comment: e.target.value })} />
        {address?.isDefault ? null : (
          <CheckboxField checked={form.isDefault} onChange={(checked) => set({ isDefault: checked })} errors={fieldErrors(error, "isDefault")}>
            {t("isDefault")}
          </CheckboxField>
        )}
        <FormAlert kind="error">{Object.keys(error.errors).length ? null : error.message}</FormAlert>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" disabled={change.isPending} onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" pending={change.isPending} disabled={!valid}>
            {t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
