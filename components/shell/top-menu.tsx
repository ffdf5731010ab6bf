"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Menu, menuItemClass } from "@/components/ui/menu";

export type TTopMenuItem = { href: string; label: string };

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The top menu (spec §2): links on tablets and desktops; the current area is marked. */
export function TopMenu({ items, label }: { items: TTopMenuItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden items-center gap-5 text-sm font-medium sm:flex">
      {items.map((item) => (
        <IntentLink
          key={item.href}
          href={item.href}
          aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
          className="whitespace-nowrap py-2 hover:text-primary aria-[current=page]:text-primary"
        >
          {item.label}
        </IntentLink>
      ))}
    </nav>
  );
}

/** The same menu on phones: a button that opens it. */
export function MobileTopMenu({ items, label }: { items: TTopMenuItem[]; label: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <div className="sm:hidden">
      <Menu
        open={open}
        onOpenChange={setOpen}
        label={label}
        align="start"
        contentClassName="w-64"
        trigger={
          <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        }
      >
        <nav aria-label={label}>
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <IntentLink
                  href={item.href}
                  className={menuItemClass}
                  aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </Menu>
    </div>
  );
}
