"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { menuItemClass } from "@/components/ui/menu";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TOfferSource } from "@/lib/contracts/offers";
import { formatDate } from "@/lib/shared/money";

type TProps = {
  source: Exclude<TOfferSource, { type: "empty" } | { type: "products" }>;
  /** The specification's or order's name, which the offer's name repeats. */
  sourceName?: string;
};

/** Makes the new offer of the source's lines and opens it; the label to show. */
function useOfferFromSource({ source, sourceName }: TProps) {
  const t = useTranslations("offersScreen");
  const router = useRouter();
  const { create } = useOfferActions();
  const run = () =>
    create.mutate(
      { name: sourceName ? t("fromSource.name", { name: sourceName }) : t("newName", { date: formatDate(new Date()) }), source },
      { onSuccess: (offer) => router.push(`/modules/offers/${offer.id}`), onError: (error) => showErrorOf(error) },
    );
  return { run, pending: create.isPending, label: source.type === "cart" ? t("fromCart") : t("fromSource.action") };
}

/**
 * «Сделать КП»: the cart's, a specification's or an order's lines become a new commercial offer (the source
 * stays as it is), opened at once. Shown only where the site has the offers module on (the page decides).
 */
export function OfferFromSourceButton(props: TProps) {
  const { run, pending, label } = useOfferFromSource(props);
  return (
    <Button type="button" variant="outline" pending={pending} onClick={run}>
      {label}
    </Button>
  );
}

/** The same as an item of a row's «Действия» menu (the specifications list). */
export function OfferFromSourceMenuItem(props: TProps) {
  const { run, pending, label } = useOfferFromSource(props);
  return (
    <button type="button" className={menuItemClass} disabled={pending} onClick={run}>
      {label}
    </button>
  );
}
