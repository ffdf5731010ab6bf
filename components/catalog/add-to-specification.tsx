"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { trackAction } from "@/lib/client/web-analytics";
import { DESKTOP_MODE_WIDTH } from "@/lib/shared/desktop-mode";
import { AddToListButton } from "./add-to-list-button";

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
  return (
    <AddToListButton
      label={t("label", { name: productName })}
      icon="M3 5h9M3 10h9M3 15h6M15 12v6M12 15h6"
      preload={preload}
      // Spec §9 close_spec_adaptive: the menu closed on the adaptive (below-desktop) layout.
      onClose={() => {
        if (window.matchMedia(`(max-width: ${DESKTOP_MODE_WIDTH - 1}px)`).matches) trackAction({ type: "closeSpecAdaptive" });
      }}
    >
      {(close) => <AddToSpecificationMenu productId={productId} productName={productName} amount={amount} onDone={close} />}
    </AddToListButton>
  );
}
