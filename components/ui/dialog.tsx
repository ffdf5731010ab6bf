"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef } from "react";

type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** "medium" is a centred dialog on desktop; both sizes take the whole screen below 640 px. */
  size?: "small" | "medium" | "large";
  children: React.ReactNode;
  /** Where focus goes on open (Radix's default: the first focusable, the close button); preventDefault() and focus your own. */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes when the dialog closes, when it is not what had focus as it opened: a dialog opened
   * from a menu item gives it back to the menu's trigger, since the item is gone with the menu.
   */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
};

const widths = { small: "sm:max-w-md", medium: "sm:max-w-2xl", large: "sm:max-w-5xl" };

function restoreFocusLater(target: HTMLElement | null): void {
  if (!target) return;
  window.setTimeout(() => {
    const active = document.activeElement;
    if (target.isConnected && (!active || active === document.body)) target.focus();
  }, 30);
}

/** Accessible dialog (focus trap, Escape, labelled) over Radix; full screen on phones. */
export function Dialog({ open, onOpenChange, title, description, size = "small", children, onOpenAutoFocus, returnFocusRef }: TDialogProps) {
  const t = useTranslations("common");
  // Radix gives focus back to its Trigger, and these dialogs are opened without one (by state or by the
  // URL): without this, closing one left the keyboard on <body>. Focus goes back to what had it.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Taken before Radix moves focus into the dialog (its autofocus runs in a passive effect, after this).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocusTo.current = returnFocusRef?.current ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  }, [open, returnFocusRef]);
  // A dialog that is unmounted while open (the auth dialogs follow the history state) never closes, so
  // Radix sends focus to <body>: give it back once Radix is done, unless something else took it.
  useEffect(() => () => restoreFocusLater(returnFocusTo.current), []);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          className={`fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-6 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg ${widths[size]}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-medium">{title}</RadixDialog.Title>
            <RadixDialog.Close className="-m-2 rounded p-2 text-muted hover:text-ink" aria-label={t("close")}>
              <svg aria-hidden width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-sm text-muted">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
