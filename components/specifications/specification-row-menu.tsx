"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { commandsOf, type TSpecificationCommand, type TSpecificationRef } from "./commands-of";

/** A row's «Действия» menu: open, and the commands this user may give on it (commandsOf). */
export function SpecificationRowMenu({ spec, disabled, onCommand }: { spec: TSpecificationRef; disabled: boolean; onCommand: (command: TSpecificationCommand) => void }) {
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
      </ul>
    </Menu>
  );
}
