"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { AddToListButton } from "@/components/catalog/add-to-list-button";

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
  return (
    <AddToListButton label={t("label", { name: productName })} icon="M5 2h7l4 4v12H5zM12 2v4h4M8 10h5M8 13h5M8 16h3" preload={preload}>
      {(close) => <AddToOfferMenu productId={productId} productName={productName} amount={amount} onDone={close} />}
    </AddToListButton>
  );
}
