"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { SpecificationNameDialog } from "@/components/specifications/specification-name-dialog";
import { Button } from "@/components/ui/button";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TOffer } from "@/lib/contracts/offers";

type TOfferRef = { id: number; name: string; description: string; status: "active" | "archived" };

/**
 * An offer's lifecycle buttons (spec §3: active → archived → restored / deleted): rename, copy and to the
 * archive while active; restore and delete for good (confirmed) once archived. The list's rows and the
 * offer's page share them; what follows a copy or a deletion is the caller's.
 */
export function OfferActions({ offer, onCopied, onDeleted }: { offer: TOfferRef; onCopied: (copy: TOffer) => void; onDeleted?: () => void }) {
  const t = useTranslations("offersScreen");
  const actions = useOfferActions();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => showErrorOf(error);
  return (
    <>
      {offer.status === "archived" ? (
        <>
          <Button type="button" variant="outline" pending={actions.restore.isPending} onClick={() => actions.restore.mutate(offer.id, { onError })}>
            {t("actions.restore")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDeleting(true)}>
            {t("actions.delete")}
          </Button>
        </>
      ) : (
        <>
          <Button type="button" variant="ghost" onClick={() => setRenaming(true)}>
            {t("actions.rename")}
          </Button>
          <Button type="button" variant="ghost" pending={actions.copy.isPending} onClick={() => actions.copy.mutate(offer.id, { onSuccess: onCopied, onError })}>
            {t("actions.copy")}
          </Button>
          <Button type="button" variant="ghost" pending={actions.archive.isPending} onClick={() => actions.archive.mutate(offer.id, { onError })}>
            {t("actions.archive")}
          </Button>
        </>
      )}
      {renaming ? (
        <SpecificationNameDialog
          title={t("renameTitle")}
          submitLabel={t("save")}
          initial={{ name: offer.name, description: offer.description }}
          withDescription={false}
          onSubmit={(draft) => actions.update.mutateAsync({ id: offer.id, name: draft.name }).then(() => setRenaming(false))}
          onClose={() => setRenaming(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t("actions.delete")}
          text={t("confirmDelete", { name: offer.name })}
          confirmLabel={t("actions.delete")}
          pending={actions.remove.isPending}
          onConfirm={() =>
            actions.remove.mutate(offer.id, {
              onSuccess: () => {
                setDeleting(false);
                onDeleted?.();
              },
              onError,
            })
          }
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
