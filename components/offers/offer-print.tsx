"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useOffer } from "@/lib/client/offers/use-offers";
import { OfferPreview } from "./offer-preview";

/** /modules/offers/{id}/print: the offer as its template shows it, on a plain sheet, and a button that prints it. */
export function OfferPrint({ id }: { id: number }) {
  const t = useTranslations("offersScreen");
  const user = useCurrentUser();
  const offer = useOffer(id, Boolean(user.data));
  const data = offer.data;
  useEffect(() => {
    if (data) document.title = data.template.title || data.name;
  }, [data]);
  if (user.isPending || (user.data && offer.isPending))
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("loading")} />
      </div>
    );
  if (!user.data || !data)
    return (
      <p role="alert" className="py-16 text-center">
        {!user.data ? t("signInText") : (offer.error?.message ?? t("failed"))}
      </p>
    );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4 print:p-0">
      <div className="flex items-center justify-between gap-4 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          {t("files.print")}
        </Button>
        <a href={`/modules/offers/${data.id}`} className="text-primary hover:underline">
          {t("backToOffer")}
        </a>
      </div>
      <OfferPreview offer={data} template={data.template} />
    </main>
  );
}
