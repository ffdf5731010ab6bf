"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { IntentLink } from "@/components/ui/intent-link";
import type { TCartLinesSummary } from "@/lib/contracts/specifications";

/** What «В корзину» did: how many lines went in, which amounts were rounded up and why, which were left out and why. */
export function ToCartSummaryDialog({ summary, onClose }: { summary: TCartLinesSummary; onClose: () => void }) {
  const t = useTranslations("specificationsScreen.toCart");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t("title")}>
      <div className="flex flex-col gap-4 text-sm" data-testid="to-cart-summary">
        <p className="text-base">{t("added", { count: summary.added })}</p>
        {summary.adjusted.length ? (
          <section>
            <h3 className="mb-1 font-medium">{t("adjusted")}</h3>
            <ul className="list-disc pl-5">
              {summary.adjusted.map((line, index) => (
                <li key={index}>
                  {line.name}: <span className="text-amber-700">{line.message}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {summary.skipped.length ? (
          <section>
            <h3 className="mb-1 font-medium">{t("skipped")}</h3>
            <ul className="list-disc pl-5">
              {summary.skipped.map((line, index) => (
                <li key={index}>
                  {line.name}: <span className="text-red-700">{line.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t("stay")}
          </Button>
          <IntentLink href="/cart" className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-white hover:bg-primary-dark">
            {t("toCart")}
          </IntentLink>
        </div>
      </div>
    </Dialog>
  );
}
