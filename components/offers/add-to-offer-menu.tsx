"use client";

import { useTranslations } from "next-intl";
import { AddToListMenu } from "@/components/catalog/add-to-list-menu";
import { ApiError } from "@/lib/client/api";
import { useOfferActions, useOfferList } from "@/lib/client/offers/use-offers";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TOfferChangeResponse } from "@/lib/contracts/offers";

type TProps = { productId: number; productName: string; amount: number; onDone: () => void };

/**
 * The open «В КП» menu of a catalogue product: the user's active commercial offers, most recently changed
 * first, and «Новое предложение…» (a name, then it is created with this product). Loaded only when opened.
 */
export default function AddToOfferMenu({ productId, productName, amount, onDone }: TProps) {
  const t = useTranslations("offersScreen.add");
  const list = useOfferList("mine", 1, true);
  const { addLines, create } = useOfferActions();
  const lines = [{ productId, amount }];

  const done = (offer: TOfferChangeResponse, created: boolean) => {
    onDone();
    const text = created ? t("created", { name: offer.name }) : t("added", { name: offer.name });
    showBanner(offer.adjusted && offer.message ? `${text}. ${offer.message}` : text, { href: `/modules/offers/${offer.id}`, label: t("open") });
  };
  const failed = (error: unknown) => showErrorOf(error, t("failed"));

  return (
    <AddToListMenu
      inputId="new-offer-name"
      productName={productName}
      amount={amount}
      text={(key, values) => t(key, values)}
      list={{ isPending: list.isPending, isError: list.isError, error: list.error, items: list.data?.items ?? [] }}
      adding={addLines.isPending}
      creating={create.isPending}
      onAdd={(id) => addLines.mutate({ id, lines }, { onSuccess: (answer) => done(answer, false), onError: failed })}
      onCreate={(name, nameError) =>
        create.mutate(
          { name, source: { type: "products", lines } },
          {
            onSuccess: (offer) => done(offer, true),
            onError: (error) => (error instanceof ApiError && error.body.errors?.name ? nameError(error.body.errors.name.join(" ")) : failed(error)),
          },
        )
      }
    />
  );
}
