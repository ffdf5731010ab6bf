"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/client/api";
import { useViewer } from "@/lib/client/catalog/use-viewer";
import { importWizardKeys } from "@/lib/client/query-keys";
import type { TProduct } from "@/lib/contracts/catalog";
import { CandidateCard } from "./candidate-card";

/** A small catalogue search (GET /api/v1/product?keyword=…) to pick a replacement for a line not found. */
export function ReplacementSearch({ initial, onPick, onClose }: { initial: string; onPick: (product: TProduct) => void; onClose: () => void }) {
  const t = useTranslations("importWizard.check");
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const [keyword, setKeyword] = useState(initial.trim());
  const viewer = useViewer();
  const found = useQuery({
    queryKey: importWizardKeys.replacement(keyword, viewer.key),
    queryFn: ({ signal }) => call<{ items: TProduct[] }>("v1/product", { searchParams: { keyword, "per-page": 5 }, signal }),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          autoFocus
          placeholder={t("searchPlaceholder")}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") onClose();
          }}
          className="h-10 min-w-0 flex-1 rounded-md border border-line px-3 text-base outline-none focus:border-primary"
        />
        <Button type="submit" variant="outline">
          {t("search")}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
      </form>
      <div aria-live="polite">
        {found.isFetching ? <p className="text-sm text-muted">{t("searching")}</p> : null}
        {found.data && found.data.items.length === 0 ? <p className="text-sm text-muted">{t("searchNothing")}</p> : null}
      </div>
      {found.data && found.data.items.length > 0 ? (
        <ul aria-label={t("searchLabel")} className="flex flex-col divide-y divide-line">
          {found.data.items.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <CandidateCard product={product} />
              <Button type="button" variant="outline" className="h-8 px-3" aria-label={`${t("choose")}: ${product.name}`} onClick={() => onPick(product)}>
                {t("choose")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
