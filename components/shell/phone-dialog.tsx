"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; managers: { id: number; name: string; position: string | null; phone: string }[]; returnFocusRef?: React.RefObject<HTMLElement | null> };

/** The help menu's phone dialog: the managers' numbers, large, as call links. */
export function PhoneDialog({ open, onOpenChange, managers, returnFocusRef }: TProps) {
  const t = useTranslations("shell.help");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("phoneTitle")} description={t("phoneText")} returnFocusRef={returnFocusRef}>
      <ul className="flex flex-col gap-4">
        {managers.map((manager) => (
          <li key={manager.id}>
            <p className="text-sm text-muted">
              {manager.name}
              {manager.position ? `, ${manager.position}` : ""}
            </p>
            <a href={`tel:${manager.phone}`} className="text-2xl font-medium text-primary hover:underline">
              {manager.phone}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
