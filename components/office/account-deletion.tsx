"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { deleteAccount } from "@/lib/client/office/delete-account";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

/** Account deletion (DELETE /api/v2/user) behind a confirmation; afterwards the visitor is back in the catalogue, signed out. */
export function AccountDeletion() {
  const t = useTranslations("office.deletion");
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby="office-deletion" className="rounded-lg border border-red-200 bg-white p-4 sm:p-6">
      <h2 id="office-deletion" className="mb-2 text-lg font-medium">
        {t("heading")}
      </h2>
      <p className="mb-4 text-sm text-muted">{t("text")}</p>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      {isOpen ? (
        <ConfirmDeleteDialog
          title={t("dialogTitle")}
          text={t("dialogText")}
          confirmLabel={t("confirm")}
          pending={pending}
          onClose={() => !pending && setOpen(false)}
          onConfirm={() => {
            setPending(true);
            deleteAccount().catch((error: unknown) => {
              setPending(false);
              showErrorOf(error, t("failed"));
            });
          }}
        />
      ) : null}
    </section>
  );
}
