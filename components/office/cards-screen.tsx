"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { TPaymentBinding } from "@/lib/contracts/user";
import { useUnbindCard, usePaymentBindings } from "@/lib/client/office/use-payment-bindings";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { OfficeScreen } from "./office-screen";
import { OfficeSection } from "./office-section";

/** /user/cards: the saved bank cards; unbinding one asks first. */
export function CardsScreen() {
  return <OfficeScreen section="cards">{() => <SavedCards />}</OfficeScreen>;
}

function SavedCards() {
  const t = useTranslations("office.cards");
  const officeT = useTranslations("office");
  const cards = usePaymentBindings();
  const unbind = useUnbindCard();
  const [asked, setAsked] = useState<TPaymentBinding | null>(null);
  return (
    <OfficeSection id="office-cards" title={t("heading")}>
      {cards.isPending ? (
        <Spinner label={officeT("loading")} />
      ) : cards.isError ? (
        <p className="text-sm text-red-700">{officeT("loadFailed")}</p>
      ) : cards.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {cards.data.items.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="saved-card">
              <div className="min-w-0">
                <p className="font-medium">
                  {card.paymentSystem} <span className="font-mono">{card.maskedPan}</span>
                </p>
                <p className="text-sm text-muted">{t("expiry", { expiry: card.expiry })}</p>
              </div>
              <Button type="button" variant="outline" aria-label={t("unbindLabel", { pan: card.maskedPan })} onClick={() => setAsked(card)}>
                {t("unbind")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {asked ? (
        <ConfirmDeleteDialog
          title={t("confirmTitle")}
          text={t("confirmText", { pan: asked.maskedPan })}
          confirmLabel={t("confirm")}
          pending={unbind.isPending}
          onClose={() => !unbind.isPending && setAsked(null)}
          onConfirm={() =>
            unbind.mutate(asked.id, {
              onSuccess: () => {
                setAsked(null);
                showBanner(t("unbound"));
              },
              onError: (error) => showErrorOf(error),
            })
          }
        />
      ) : null}
    </OfficeSection>
  );
}
