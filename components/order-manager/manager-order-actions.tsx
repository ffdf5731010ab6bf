"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { useManagerOrderActions } from "@/lib/client/order-manager/use-order-manager";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

type TEntryRef = { id: number; archived: boolean; customer: { name: string } };

/** A customer order's lifecycle buttons (spec §4: active → archived → restored / deleted): to the archive while active; restore and delete for good (confirmed) once archived. */
export function ManagerOrderActions({ entry, onDeleted }: { entry: TEntryRef; onDeleted?: () => void }) {
  const t = useTranslations("orderManager");
  const actions = useManagerOrderActions();
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => showErrorOf(error);
  return (
    <>
      {entry.archived ? (
        <>
          <Button type="button" variant="outline" pending={actions.restore.isPending} onClick={() => actions.restore.mutate(entry.id, { onError })}>
            {t("actions.restore")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDeleting(true)}>
            {t("actions.delete")}
          </Button>
        </>
      ) : (
        <Button type="button" variant="ghost" pending={actions.archive.isPending} onClick={() => actions.archive.mutate(entry.id, { onError })}>
          {t("actions.archive")}
        </Button>
      )}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t("actions.delete")}
          text={t("confirmDelete", { id: entry.id, name: entry.customer.name })}
          confirmLabel={t("actions.delete")}
          pending={actions.remove.isPending}
          onConfirm={() =>
            actions.remove.mutate(entry.id, {
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
