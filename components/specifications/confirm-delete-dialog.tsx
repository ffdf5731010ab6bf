"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type TProps = { title: string; text: string; confirmLabel: string; pending: boolean; onConfirm: () => void; onClose: () => void };

/** The spec's confirm-delete dialog: what goes, that it cannot be undone; Cancel has the focus first. */
export function ConfirmDeleteDialog({ title, text, confirmLabel, pending, onConfirm, onClose }: TProps) {
  const t = useTranslations("specificationsScreen.confirm");
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={text}
      // React's autoFocus loses to Radix, which focuses the first focusable (the ✕) after mounting.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-cancel]")?.focus();
      }}
    >
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" data-cancel onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="button" variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
