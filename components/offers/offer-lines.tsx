"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LineNumber } from "@/components/ui/line-number";
import { formatPrice } from "@/lib/client/catalog/money";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TOffer, TOfferItem } from "@/lib/contracts/offers";

/** The offer's lines: the amount and the line's own markup are edited in place; purchase price, the customer's price and total beside them. */
export function OfferLines({ offer, readOnly }: { offer: TOffer; readOnly: boolean }) {
  const t = useTranslations("offersScreen");
  const { updateLine, removeLine } = useOfferActions();
  const change = (item: TOfferItem, patch: { amount?: number; markup?: number | null }) =>
    updateLine.mutateAsync({ id: offer.id, lineId: item.id, ...patch }).catch((error: unknown) => {
      showErrorOf(error);
      throw error;
    });
  if (offer.items.length === 0) return <p className="rounded-lg border border-line bg-white p-6 text-center" data-testid="offer-no-lines">{t("noLines")}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid="offer-lines">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="p-2 font-medium">{t("line.name")}</th>
            <th scope="col" className="p-2 text-right font-medium">{t("line.amount")}</th>
            <th scope="col" className="p-2 text-right font-medium">{t("line.purchase")}</th>
            <th scope="col" className="p-2 text-right font-medium">{t("line.markup")}</th>
            <th scope="col" className="p-2 text-right font-medium">{t("line.price")}</th>
            <th scope="col" className="p-2 text-right font-medium">{t("line.total")}</th>
            <th scope="col" className="p-2"><span className="sr-only">{t("line.remove", { name: "" })}</span></th>
          </tr>
        </thead>
        <tbody>
          {offer.items.map((item) => (
            <tr key={item.id} className="border-b border-line align-middle last:border-0">
              <td className="p-2">
                {item.name}
                {item.article ? <div className="text-xs text-muted">{item.article}</div> : null}
                {item.message ? <div className="text-xs text-red-700">{item.message}</div> : null}
              </td>
              <td className="p-2 text-right">
                <LineNumber key={`a${item.amount}`} label={t("line.amountOf", { name: item.name })} value={item.amount} step="1" disabled={readOnly} onCommit={(text) => change(item, { amount: Number(text) })} />
              </td>
              <td className="p-2 text-right whitespace-nowrap">{item.price === null ? "—" : formatPrice(item.price)}</td>
              <td className="p-2 text-right">
                <LineNumber
                  key={`m${item.ownMarkup}`}
                  label={t("line.markupOf", { name: item.name })}
                  value={item.ownMarkup}
                  placeholder={String(offer.markup)}
                  step="0.01"
                  disabled={readOnly}
                  onCommit={(text) => change(item, { markup: text === "" ? null : Number(text) })}
                />
              </td>
              <td className="p-2 text-right whitespace-nowrap">{item.offerPrice === null ? "—" : formatPrice(item.offerPrice)}</td>
              <td className="p-2 text-right whitespace-nowrap">{formatPrice(item.offerTotal)}</td>
              <td className="p-2 text-right">
                {readOnly ? null : (
                  <Button type="button" variant="ghost" className="px-2" aria-label={t("line.remove", { name: item.name })} onClick={() => removeLine.mutate({ id: offer.id, lineId: item.id }, { onError: (error) => showErrorOf(error) })}>
                    ✕
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
