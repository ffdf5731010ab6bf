"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { TVideoManual } from "@/lib/contracts/help";
import { HelpHref } from "./help-links";

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; manuals: TVideoManual[]; returnFocusRef?: React.RefObject<HTMLElement | null> };

/** The help menu's video-manual dialog (spec §3 Help state: openVideoManualDialog): the seller's videos, each opening where it is hosted. */
export function VideoManualDialog({ open, onOpenChange, manuals, returnFocusRef }: TProps) {
  const t = useTranslations("shell.help");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("videoManuals")} description={t("videoManualsText")} size="medium" returnFocusRef={returnFocusRef}>
      <ul className="flex flex-col divide-y divide-line">
        {manuals.map((manual) => (
          <li key={`${manual.href}-${manual.title}`} className="flex items-start gap-3 py-3">
            <svg aria-hidden width="28" height="28" viewBox="0 0 24 24" className="mt-0.5 shrink-0 text-primary">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M10 8l6 4-6 4z" fill="white" />
            </svg>
            <div className="min-w-0 flex-1">
              <HelpHref link={manual} className="inline-flex items-center gap-1 font-medium text-primary hover:underline" />
              {manual.description ? <p className="text-sm text-muted">{manual.description}</p> : null}
            </div>
            {manual.duration ? (
              <span className="shrink-0 text-sm text-muted tabular-nums">
                <span className="sr-only">{t("duration")} </span>
                {manual.duration}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
