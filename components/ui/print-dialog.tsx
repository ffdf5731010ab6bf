"use client";

import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button";
import { Dialog } from "./dialog";

type TPrintDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  printLabel: string;
  /** The sheet: shown as a preview in the dialog and printed alone. */
  children: React.ReactNode;
};

/**
 * The print dialog (spec §3 Print dialog: open/closed): a preview of a sheet and a button that prints
 * it. While it is open the page is marked `data-printing` and the sheet is also put straight into
 * <body> (`data-print-root`, shown only in print): app/globals.css then prints that copy alone, on as
 * many pages as it takes, without the shell, the dialog frame or the overlay.
 */
export function PrintDialog({ open, onOpenChange, title, printLabel, children }: TPrintDialogProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.printing = "true";
    // The print copy's place exists in the browser only (no <body> to portal into while rendering on the server).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of the document once open
    setBody(document.body);
    return () => {
      delete root.dataset.printing;
    };
  }, [open]);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} size="large">
        <div className="mb-4 flex flex-wrap gap-2">
          <Button type="button" onClick={() => window.print()}>
            {printLabel}
          </Button>
        </div>
        <div className="rounded-md border border-line bg-white p-4 sm:p-6">{children}</div>
      </Dialog>
      {open && body
        ? createPortal(
            <div data-print-root className="hidden bg-white text-black print:block">
              {children}
            </div>,
            body,
          )
        : null}
    </>
  );
}
