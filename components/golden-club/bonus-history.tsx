"use client";

import { useTranslations } from "next-intl";
import { OfficeSection } from "@/components/office/office-section";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice } from "@/lib/client/catalog/money";
import { useBonusHistory } from "@/lib/client/office/use-golden-club";
import type { TBonusEntry } from "@/lib/contracts/golden-club";
import { formatDate } from "@/lib/shared/money";

/** The company's bonus accruals and spending, newest first, a page at a time. */
export function BonusHistory() {
  const t = useTranslations("goldenClub.history");
  const officeT = useTranslations("goldenClub");
  const history = useBonusHistory(true);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  const label = (entry: TBonusEntry) => {
    const order = entry.orderName ?? t("orderGone");
    return entry.kind === "opening" ? t("opening") : t(entry.kind, { order });
  };
  return (
    <OfficeSection id="club-history" title={t("heading")}>
      {history.isPending ? (
        <Spinner label={officeT("loading")} />
      ) : history.isError ? (
        <p className="text-sm text-red-700">{officeT("loadFailed")}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line text-sm" aria-label={t("heading")}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2" data-testid="bonus-entry">
                <span className="min-w-0 break-words">
                  <span className="mr-2 text-muted">{formatDate(entry.created)}</span>
                  {label(entry)}
                </span>
                <span className={`whitespace-nowrap font-medium ${entry.amount.startsWith("-") ? "" : "text-secondary"}`}>
                  {entry.amount.startsWith("-") ? "" : "+"}
                  {formatPrice(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <Button type="button" variant="outline" className="mt-3" pending={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t("more")}
            </Button>
          ) : null}
        </>
      )}
    </OfficeSection>
  );
}
