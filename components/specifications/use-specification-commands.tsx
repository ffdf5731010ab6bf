"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { downloadSpecificationsExport, useSpecificationActions } from "@/lib/client/specifications/use-specifications";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { trackAction } from "@/lib/client/web-analytics";
import type { TCartLinesSummary } from "@/lib/contracts/specifications";
import type { TSpecificationCommand, TSpecificationRef } from "./commands-of";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { SpecificationNameDialog } from "./specification-name-dialog";
import { ToCartSummaryDialog } from "./to-cart-summary-dialog";

type TOpen = { kind: "rename"; spec: TSpecificationRef } | { kind: "delete"; spec: TSpecificationRef } | { kind: "summary"; summary: TCartLinesSummary } | null;

/**
 * Runs the commands of a specification's menu (list rows and the specification's screen share them):
 * each mutation answers with a banner or an error banner; rename and delete forever ask first in a
 * dialog, «В корзину» shows its summary. `dialogs` is where the open dialog renders.
 */
export function useSpecificationCommands(options: { onDeleted?: () => void; lineIds?: () => number[] | undefined } = {}) {
  const t = useTranslations("specificationsScreen.commands");
  const router = useRouter();
  const actions = useSpecificationActions();
  const [open, setOpen] = useState<TOpen>(null);
  const close = () => setOpen(null);
  const failed = (prefix: string) => (error: unknown) => showErrorOf(error, prefix);

  const run = (command: TSpecificationCommand, spec: TSpecificationRef) => {
    trackAction({ type: "specification", action: command });
    switch (command) {
      case "copy":
        return actions.copy.mutate(
          { id: spec.id },
          {
            onSuccess: (copy) => {
              showBanner(t("copied", { name: copy.name }));
              router.push(`/specifications/${copy.id}`);
            },
            onError: failed(t("copyFailed")),
          },
        );
      case "rename":
        return setOpen({ kind: "rename", spec });
      case "share":
      case "unshare":
        return actions.update.mutate(
          { id: spec.id, shared: command === "share" },
          { onSuccess: () => showBanner(command === "share" ? t("shared") : t("unshared")), onError: failed(t("updateFailed")) },
        );
      case "archive":
        return actions.archive.mutate(spec.id, { onSuccess: () => showBanner(t("archived", { name: spec.name })), onError: failed(t("updateFailed")) });
      case "restore":
        return actions.restore.mutate(spec.id, { onSuccess: () => showBanner(t("restored", { name: spec.name })), onError: failed(t("updateFailed")) });
      case "delete":
        return setOpen({ kind: "delete", spec });
      case "toCart":
        return actions.toCart.mutate(
          { id: spec.id, lineIds: options.lineIds?.() },
          { onSuccess: (answer) => setOpen({ kind: "summary", summary: answer.summary }), onError: failed(t("toCartFailed")) },
        );
      case "export":
        return void downloadSpecificationsExport([spec.id]).then(() => showBanner(t("exported")), failed(t("exportFailed")));
    }
  };

  const dialogs =
    open?.kind === "rename" ? (
      <SpecificationNameDialog
        title={t("renameTitle")}
        submitLabel={t("save")}
        initial={{ name: open.spec.name, description: open.spec.description ?? "" }}
        onSubmit={(draft) => actions.update.mutateAsync({ id: open.spec.id, ...draft }).then(() => showBanner(t("renamed")))}
        onClose={close}
      />
    ) : open?.kind === "delete" ? (
      <ConfirmDeleteDialog
        title={t("deleteTitle")}
        text={t("deleteText", { name: open.spec.name })}
        confirmLabel={t("delete")}
        pending={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(open.spec.id, {
            onSuccess: () => {
              close();
              showBanner(t("deleted", { name: open.spec.name }));
              options.onDeleted?.();
            },
            onError: failed(t("deleteFailed")),
          })
        }
        onClose={close}
      />
    ) : open?.kind === "summary" ? (
      <ToCartSummaryDialog summary={open.summary} onClose={close} />
    ) : null;

  const isPending = actions.copy.isPending || actions.update.isPending || actions.archive.isPending || actions.restore.isPending || actions.toCart.isPending;
  return { run, dialogs, isPending, actions };
}
