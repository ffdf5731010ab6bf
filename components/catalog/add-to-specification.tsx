"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Menu } from "@/components/ui/menu";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { trackAction } from "@/lib/client/web-analytics";
import { DESKTOP_MODE_WIDTH } from "@/lib/shared/desktop-mode";

// The menu's content (the specifications query, the new-specification form) loads when a buyer opens it:
// the catalogue's first load carries only this button (issue 20 watches that load).
const AddToSpecificationMenu = dynamic(() => import("@/components/specifications/add-to-specification-menu"));

function preload() {
  void import("@/components/specifications/add-to-specification-menu");
}

/**
 * «В спецификацию» next to «В корзину» (spec §2): for a signed-in user with a company only (a visitor or
 * a user without a company has no specifications); adds the product with the amount now in the field.
 */
export function AddToSpecification({ productId, productName, amount }: { productId: number; productName: string; amount: number }) {
  const t = useTranslations("specificationsScreen.add");
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user.data?.companyId) return null;
  return (
    <span onPointerEnter={preload} onFocus={preload} className="contents">
      <Menu
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Spec §9 close_spec_adaptive: the menu closed on the adaptive (below-desktop) layout.
          if (!next && window.matchMedia(`(max-width: ${DESKTOP_MODE_WIDTH - 1}px)`).matches) trackAction({ type: "closeSpecAdaptive" });
        }}
        label={t("label", { name: productName })}
        align="end"
        triggerClassName="flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-primary text-primary hover:bg-primary-light"
        trigger={
          <svg aria-hidden width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M3 5h9M3 10h9M3 15h6M15 12v6M12 15h6" />
          </svg>
        }
      >
        <AddToSpecificationMenu productId={productId} productName={productName} amount={amount} onDone={() => setOpen(false)} />
      </Menu>
    </span>
  );
}
