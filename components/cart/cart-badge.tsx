"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useCart } from "./use-cart";

/** The header's cart link with the number of lines (signed-in buyers); the header's `cartBadge` slot. */
export function CartBadge() {
  const t = useTranslations("cart");
  const user = useCurrentUser();
  const cart = useCart(null, Boolean(user.data));
  const count = cart.data?.totals.positionsCount ?? 0;
  return (
    <IntentLink href="/cart" className="relative inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm hover:bg-primary-light" aria-label={count > 0 ? t("badgeCount", { count }) : t("badge")} data-testid="cart-badge">
      <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className="hidden lg:inline">{t("badge")}</span>
      {count > 0 ? <span className="absolute -top-1 -right-1 min-w-5 rounded-full bg-secondary px-1 text-center text-xs leading-5 text-white">{count}</span> : null}
    </IntentLink>
  );
}
