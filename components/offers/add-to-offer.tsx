"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Menu } from "@/components/ui/menu";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";

// The menu's content (the offers query, the new-offer form) loads when a buyer opens it, as «В спецификацию»'s.
const AddToOfferMenu = dynamic(() => import("./add-to-offer-menu"));

function preload() {
  void import("./add-to-offer-menu");
}

/**
 * «В КП» beside «В спецификацию» (issue 23): where the site has the offers module on, for a signed-in user
 * with a company (offers are a company's); adds the product with the amount now in the field.
 */
export function AddToOffer({ productId, productName, amount }: { productId: number; productName: string; amount: number }) {
  const t = useTranslations("offersScreen.add");
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user.data?.companyId) return null;
  return (
    <span onPointerEnter={preload} onFocus={preload} className="contents">
      <Menu
        open={open}
        onOpenChange={setOpen}
        label={t("label", { name: productName })}
        align="end"
        triggerClassName="flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-primary text-primary hover:bg-primary-light"
        trigger={
          <svg aria-hidden width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M5 2h7l4 4v12H5zM12 2v4h4M8 10h5M8 13h5M8 16h3" />
          </svg>
        }
      >
        <AddToOfferMenu productId={productId} productName={productName} amount={amount} onDone={() => setOpen(false)} />
      </Menu>
    </span>
  );
}
