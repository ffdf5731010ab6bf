"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { TCompanyInfo } from "@/lib/contracts/user";

type TManager = TCompanyInfo["managers"][number];
type TProps = { open: boolean; onOpenChange: (open: boolean) => void; manager: TManager; returnFocusRef?: React.RefObject<HTMLElement | null> };

/** Up to two initials of a name ("Анна Смирнова" → "АС"): the manager's picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join("");
}

const actionClass = "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium";

/** The help menu's manager dialog (spec §3 Help state: openManagerDialog): one of the buyer's managers, with a call and a letter to hand. */
export function ManagerDialog({ open, onOpenChange, manager, returnFocusRef }: TProps) {
  const t = useTranslations("shell.help");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("managerTitle")} returnFocusRef={returnFocusRef}>
      <div className="flex items-center gap-4">
        {manager.photo ? (
          // The name is beside it: the photo adds nothing a screen reader should read. Our own /media file, 256 px, cached for good.
          // eslint-disable-next-line @next/next/no-img-element -- next/image's optimiser would re-encode an already sized WebP
          <img src={manager.photo} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary-light font-condensed text-2xl font-bold text-primary">
            {initialsOf(manager.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-medium">{manager.name}</p>
          {manager.position ? <p className="text-sm text-muted">{manager.position}</p> : null}
        </div>
      </div>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {manager.phone ? (
          <div>
            <dt className="text-muted">{t("managerPhone")}</dt>
            <dd className="text-xl font-medium">{manager.phone}</dd>
          </div>
        ) : null}
        {manager.email ? (
          <div>
            <dt className="text-muted">{t("managerEmail")}</dt>
            <dd className="break-all text-base">{manager.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {manager.phone ? (
          <a href={`tel:${manager.phone}`} className={`${actionClass} bg-primary text-white hover:bg-primary-dark`}>
            {t("callManager")}
          </a>
        ) : null}
        {manager.email ? (
          <a href={`mailto:${manager.email}`} className={`${actionClass} border border-primary text-primary hover:bg-primary-light`}>
            {t("writeManager")}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
