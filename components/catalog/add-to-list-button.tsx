"use client";

import { useState } from "react";
import { Menu } from "@/components/ui/menu";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";

type TProps = {
  label: string;
  /** The trigger's picture (an svg path). */
  icon: string;
  /** Starts loading the menu's code (pointer over or focus on the trigger). */
  preload: () => void;
  onClose?: () => void;
  /** The open menu; `close` shuts it after a choice. */
  children: (close: () => void) => React.ReactNode;
};

/**
 * The trigger of a catalogue product's «add to a list» menu («В спецификацию», «В КП»): for a signed-in user
 * with a company only (a visitor or a user without a company has no such lists).
 */
export function AddToListButton({ label, icon, preload, onClose, children }: TProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user.data?.companyId) return null;
  return (
    <span onPointerEnter={preload} onFocus={preload} className="contents">
      <Menu
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
        label={label}
        align="end"
        triggerClassName="flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-primary text-primary hover:bg-primary-light"
        trigger={
          <svg aria-hidden width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d={icon} />
          </svg>
        }
      >
        {children(() => setOpen(false))}
      </Menu>
    </span>
  );
}
