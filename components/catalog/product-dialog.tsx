"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { trackAction } from "@/lib/client/web-analytics";
import { parseProductKey } from "@/lib/shared/catalog-url";
import { RESULTS_ID } from "./catalog-skip-links";
import { CatalogProductDetails } from "./product-details";
import { CustomProductDetails } from "./custom-product-details";
import type { TListNavigation } from "./list-navigation";

type TProps = { productKey: string; nav: TListNavigation; onClose: () => void };

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * The product dialog over the list (spec §2): full screen on phones, a medium dialog on desktops;
 * previous / next through the list (arrow keys too), crossing into the neighbouring page.
 */
export default function ProductDialog({ productKey, nav, onClose }: TProps) {
  const t = useTranslations("catalog.product");
  const parsed = parseProductKey(productKey);
  const [stepping, setStepping] = useState<1 | -1 | null>(null);
  const id = parsed?.kind === "catalog" ? parsed.id : null;
  const located = id === null ? null : nav.locate(id);
  // Radix runs the dialog's focus-scope unmount and mount again while the dialog stays open (seen when the
  // «В спецификацию» popover opens inside it): the close handler then sent the keyboard to the list and the
  // mount autofocus to the dialog's first button, so the popover saw a focus outside and closed (issue 17). Only the
  // first mount places the focus, and only a real close (this component unmounting) gives it back.
  const focusPlaced = useRef(false);
  const closing = useRef(false);
  useEffect(
    () => () => {
      closing.current = true;
      trackAction({ type: "productDialog", state: "close" });
    },
    [],
  );

  const step = async (direction: 1 | -1) => {
    if (id === null || stepping || !nav.canStep(id, direction)) return;
    setStepping(direction);
    try {
      await nav.step(id, direction);
    } finally {
      setStepping(null);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A widget inside the dialog that uses the arrows itself (the picture gallery) prevents the default.
      if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") void step(-1);
      if (event.key === "ArrowRight") void step(1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const navButton = (direction: 1 | -1) => {
    const disabled = id === null || !nav.canStep(id, direction) || stepping !== null;
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => void step(direction)}
        className="flex h-9 items-center gap-1 rounded-md border border-line px-3 text-sm hover:border-primary disabled:opacity-40"
      >
        {stepping === direction ? <Spinner size="small" /> : null}
        {direction === -1 ? `‹ ${t("prev")}` : `${t("next")} ›`}
      </button>
    );
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="product-dialog"
          // Opened by a link (or the address), not a Radix trigger: closing gives the keyboard back to the
          // link of the product last shown (previous / next may have moved on), else to the results.
          onOpenAutoFocus={(event) => {
            if (focusPlaced.current) event.preventDefault();
            focusPlaced.current = true;
          }}
          // The snackbar's link («Открыть» a specification just made here) leads away: a press on it is not a
          // click outside, or closing the dialog would replace the address and the link's navigation be lost.
          onPointerDownOutside={(event) => {
            if ((event.target as Element | null)?.closest?.("[data-snackbar]")) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!closing.current) return event.preventDefault();
            const target = document.querySelector<HTMLElement>(`[data-product-link="${CSS.escape(productKey)}"]`) ?? document.getElementById(RESULTS_ID);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-xl lg:inset-auto lg:top-1/2 lg:left-1/2 lg:max-h-[90vh] lg:w-full lg:max-w-3xl lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-lg"
        >
          {parsed?.kind === "catalog" && located ? (
            <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2 pr-14">
              {navButton(-1)}
              <span className="text-sm text-muted" aria-live="polite">
                {t("position", { position: located.position, total: located.total })}
              </span>
              {navButton(1)}
            </div>
          ) : null}
          <RadixDialog.Close className="absolute top-2 right-2 z-10 rounded p-2 text-muted hover:bg-page hover:text-ink" aria-label={t("close")}>
            <svg aria-hidden width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </RadixDialog.Close>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {parsed?.kind === "catalog" ? <CatalogProductDetails key={parsed.id} id={parsed.id} nav={nav} /> : null}
            {parsed?.kind === "custom" ? <CustomProductDetails key={parsed.id} id={parsed.id} onDeleted={onClose} /> : null}
            {!parsed ? <RadixDialog.Title className="p-6 text-xl font-medium">{t("notFound")}</RadixDialog.Title> : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
