"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { OfferFromSourceMenuItem } from "@/components/offers/offer-from-source-button";
import { commandsOf, type TSpecificationCommand, type TSpecificationRef } from "./commands-of";

/** A row's «Действия» menu: open, the commands this user may give on it (commandsOf), and «Сделать КП» where offers are on. */
export function SpecificationRowMenu({ spec, disabled, onCommand, offersEnabled = false }: { spec: TSpecificationRef; disabled: boolean; onCommand: (command: TSpecificationCommand) => void; offersEnabled?: boolean }) {
  const t = useTranslations("specificationsScreen");
  const [open, setOpen] = useState(false);
  return (
    <Menu
      open={open}
      onOpenChange={setOpen}
      label={t("row.actions", { name: spec.name })}
      contentClassName="w-64"
      triggerClassName="flex h-9 w-9 items-center justify-center rounded-md border border-line text-lg leading-none hover:border-primary"
      trigger={<span aria-hidden>⋯</span>}
    >
      <ul className="flex flex-col">
        <li>
          <IntentLink href={`/specifications/${spec.id}`} className={menuItemClass}>
            {t("commands.open")}
          </IntentLink>
        </li>
        {commandsOf(spec).map((command) => (
          <li key={command}>
            <button
              type="button"
              disabled={disabled}
              className={`${menuItemClass} ${command === "delete" ? "text-red-700" : ""}`}
              onClick={() => {
                setOpen(false);
                onCommand(command);
              }}
            >
              {t(`commands.${command}`)}
            </button>
          </li>
        ))}
        {offersEnabled ? (
          <li>
            <OfferFromSourceMenuItem source={{ type: "specification", id: spec.id }} sourceName={spec.name} />
          </li>
        ) : null}
      </ul>
    </Menu>
  );
}
