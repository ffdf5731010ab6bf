"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import { formatDate } from "@/lib/shared/money";

/** «Сделать КП»: the cart's lines become a new commercial offer (the cart stays as it is), opened at once. */
export function OfferFromCartButton() {
  const t = useTranslations("offersScreen");
  const router = useRouter();
  const { create } = useOfferActions();
  return (
    <Button
      type="button"
      variant="outline"
      pending={create.isPending}
      onClick={() =>
        create.mutate(
          { name: t("newName", { date: formatDate(new Date()) }), source: { type: "cart" } },
          { onSuccess: (offer) => router.push(`/modules/offers/${offer.id}`), onError: (error) => showErrorOf(error) },
        )
      }
    >
      {t("fromCart")}
    </Button>
  );
}
