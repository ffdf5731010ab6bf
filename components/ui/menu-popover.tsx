"use client";

import * as Popover from "@radix-ui/react-popover";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Arrow keys, Home and End move between the items of an open menu; Tab still leaves it. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!items.length) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : event.key === "ArrowDown" ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[next].focus();
}

type TProps = {
  id: string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  label: string;
  align: "start" | "center" | "end";
  className: string;
  onClose: () => void;
  children: React.ReactNode;
};

/** The open menu of components/ui/menu.tsx, over Radix Popover anchored to the menu's own trigger. */
export function MenuPopover({ id, triggerRef, label, align, className, onClose, children }: TProps) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onKeyDown={moveFocus}
          // A press on the trigger is the trigger's own toggle, not an outside click (it would reopen).
          onInteractOutside={(event) => {
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          // Inside the product dialog Radix re-registers the dialog's layer after this one opened, so the
          // dialog counts as the top layer and sets this menu's pointer-events to none (issue 17). The menu is
          // drawn above the dialog and is meant to be clicked.
          style={{ pointerEvents: "auto" }}
          className={`z-50 max-h-[80vh] max-w-[calc(100vw-16px)] overflow-y-auto rounded-md border border-line bg-white p-2 shadow-lg ${className}`}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
