"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from "@/lib/client/shell/search-keyword";
import { useSearchSuggest } from "@/lib/client/shell/search-suggest";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { useDebounced } from "@/lib/client/use-debounced";

/**
 * «Добавить товар из каталога» in the offer editor: a product by name or article from the header's
 * suggestions (GET /api/v2/search/suggest), added with its smallest valid amount (batch and multiplicity);
 * the amount is then changed in the line as any other.
 */
export function OfferProductSearch({ offerId }: { offerId: number }) {
  const t = useTranslations("offersScreen.search");
  const id = useId();
  const [text, setText] = useState("");
  const keyword = useDebounced(text, SUGGEST_DEBOUNCE_MS).trim();
  const suggest = useSearchSuggest(keyword);
  const { addLines } = useOfferActions();
  const products = (suggest.data ?? []).filter((item) => item.group === "products");
  const searching = keyword.length >= SUGGEST_MIN_LENGTH;

  const add = (productId: number, name: string) =>
    addLines.mutate(
      { id: offerId, lines: [{ productId }] },
      {
        onSuccess: (offer) => {
          const done = t("added", { name });
          showBanner(offer.adjusted && offer.message ? `${done}. ${offer.message}` : done);
        },
        onError: (error) => showErrorOf(error),
      },
    );

  return (
    <div className="flex flex-col gap-2" data-testid="offer-product-search">
      <label htmlFor={`${id}-q`} className="text-sm font-medium">
        {t("label")}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        maxLength={200}
        placeholder={t("placeholder")}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full max-w-md rounded-md border border-line px-3 text-base outline-none focus:border-primary"
      />
      {!searching ? null : suggest.isPending ? (
        <Spinner size="small" label={t("loading")} />
      ) : products.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {suggest.isFetching ? t("loading") : t("empty")}
        </p>
      ) : (
        <ul aria-label={t("results")} className="flex max-w-2xl flex-col divide-y divide-line rounded-lg border border-line bg-white">
          {products.map((item) => {
            const productId = Number(item.key.slice("products:".length));
            return (
              <li key={item.key} className="flex items-center justify-between gap-3 p-2">
                <span className="min-w-0">
                  <span className="block truncate text-sm">{item.label}</span>
                  {item.hint ? <span className="block text-xs text-muted">{item.hint}</span> : null}
                </span>
                <Button type="button" variant="outline" className="h-9 shrink-0 px-3" disabled={addLines.isPending} aria-label={t("addOf", { name: item.label })} onClick={() => add(productId, item.label)}>
                  {t("add")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
