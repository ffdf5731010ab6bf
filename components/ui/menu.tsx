"use client";

import dynamic from "next/dynamic";
import { useId, useRef } from "react";

// The popover itself (Radix: positioning, focus, outside clicks) loads on first use, not with the page:
// every header has four menus and most visits open none of them.
const MenuPopover = dynamic(() => import("./menu-popover").then((m) => m.MenuPopover));

type TMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's content; `label` is its accessible name and the menu's. */
  trigger: React.ReactNode;
  label: string;
  /** Replaces the trigger's default look (a 40 px icon button). */
  triggerClassName?: string;
  align?: "start" | "center" | "end";
  contentClassName?: string;
  /** The trigger button, for a dialog opened from an item to give focus back to when it closes (the item is gone by then). */
  triggerRef?: React.RefObject<HTMLButtonElement | null>;
  children: React.ReactNode;
};

/** A popover menu: a labelled trigger; focus moves in on open and back on close, Escape closes, arrows move. */
const defaultTriggerClass = "flex h-10 items-center justify-center gap-1 rounded-md px-2 text-sm hover:bg-primary-light";

export function Menu({ open, onOpenChange, trigger, label, triggerClassName = defaultTriggerClass, align = "end", contentClassName = "w-72", triggerRef: givenTriggerRef, children }: TMenuProps) {
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = givenTriggerRef ?? ownTriggerRef;
  const contentId = useId();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => onOpenChange(!open)}
        // Start loading the popover as soon as the pointer or focus heads for the button.
        onPointerEnter={preloadMenuPopover}
        onFocus={preloadMenuPopover}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <MenuPopover id={contentId} triggerRef={triggerRef} label={label} align={align} className={contentClassName} onClose={() => onOpenChange(false)}>
          {children}
        </MenuPopover>
      ) : null}
    </>
  );
}

function preloadMenuPopover() {
  void import("./menu-popover");
}

export const menuItemClass =
  "flex w-full items-center justify-between gap-3 rounded px-3 py-2 text-left text-sm hover:bg-primary-light focus-visible:bg-primary-light disabled:opacity-50";
