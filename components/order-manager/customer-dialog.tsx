"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { MAX_CUSTOMER_ADDRESS, MAX_CUSTOMER_NAME, MAX_CUSTOMER_PHONE, type TManagerCustomer } from "@/lib/contracts/order-manager";

export const emptyCustomer: TManagerCustomer = { name: "", phone: "", email: "", address: "" };

/** The customer's card of a new customer order (name required; phone, e-mail, address optional); the server's field errors show under the fields. */
export function CustomerDialog({ title, submitLabel, onSubmit, onClose }: { title: string; submitLabel: string; onSubmit: (customer: TManagerCustomer) => Promise<unknown>; onClose: () => void }) {
  const t = useTranslations("orderManager.customer");
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      initialDraft={emptyCustomer}
      validate={(draft) => (draft.name.trim() ? null : { "customer.name": [t("nameRequired")] })}
      onSubmit={onSubmit}
      onClose={onClose}
      failedText={t("failed")}
    >
      {({ draft, setField, errors }) => <CustomerFields draft={draft} errors={errors} onChange={setField} autoFocus />}
    </FormDialog>
  );
}

/** The four fields of a customer's card (the dialog's and the order page's). */
export function CustomerFields({
  draft,
  errors,
  disabled,
  autoFocus,
  onChange,
}: {
  draft: TManagerCustomer;
  errors: Record<string, string[]>;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange: (field: keyof TManagerCustomer, value: string) => void;
}) {
  const t = useTranslations("orderManager.customer");
  return (
    <>
      <TextField label={t("name")} required maxLength={MAX_CUSTOMER_NAME} autoFocus={autoFocus} disabled={disabled} value={draft.name} errors={errors["customer.name"]} onChange={(e) => onChange("name", e.target.value)} />
      <TextField label={t("phone")} type="tel" autoComplete="off" maxLength={MAX_CUSTOMER_PHONE} disabled={disabled} value={draft.phone} errors={errors["customer.phone"]} onChange={(e) => onChange("phone", e.target.value)} />
      <TextField label={t("email")} type="email" autoComplete="off" maxLength={254} disabled={disabled} value={draft.email} errors={errors["customer.email"]} onChange={(e) => onChange("email", e.target.value)} />
      <TextField label={t("address")} maxLength={MAX_CUSTOMER_ADDRESS} disabled={disabled} value={draft.address} errors={errors["customer.address"]} onChange={(e) => onChange("address", e.target.value)} />
    </>
  );
}
