"use client";

import { useTranslations } from "next-intl";
import { Button } from "./button";
import { Dialog } from "./dialog";

type TProps = {
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that keeps things as they are; «Отмена» unless the action itself is a cancelling. */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The spec's confirm-delete dialog (spec §3 "Other states"), used wherever the shop asks before it
 * deletes or cancels something (never window.confirm, which a phone's webview may not show and which
 * cannot be styled or translated): what goes, that it cannot be undone; Cancel has the focus first.
 */
export function ConfirmDeleteDialog({ title, text, confirmLabel, cancelLabel, pending, onConfirm, onClose }: TProps) {
  const t = useTranslations("common");
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
          {cancelLabel ?? t("cancel")}
        </Button>
        <Button type="button" variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
