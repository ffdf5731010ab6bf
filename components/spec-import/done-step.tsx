"use client";

import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { Button } from "@/components/ui/button";
import type { TDoneSummary } from "./check-step";

const linkClass = "inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-dark";

/** Step 3 «Готово»: what went in, what was rounded up, what was left out, and where to go next. */
export function DoneStep({ summary, onAgain }: { summary: TDoneSummary; onAgain: () => void }) {
  const t = useTranslations("importWizard.done");
  return (
    <section className="flex flex-col gap-4" data-testid="import-done">
      <ul className="flex flex-col gap-1 text-base">
        <li className="font-medium">{t("added", { count: summary.added })}</li>
        <li>{t("rounded", { count: summary.rounded.length })}</li>
        <li>{t("skipped", { count: summary.skipped.length })}</li>
      </ul>
      {summary.rounded.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-amber-800">
          {summary.rounded.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : null}
      {summary.skipped.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-muted">
          {summary.skipped.map((s, i) => (
            <li key={i}>
              <span className="font-mono">{s.name}</span> — {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {summary.specificationId === null ? (
          <IntentLink href="/cart" className={linkClass}>
            {t("toCart")}
          </IntentLink>
        ) : (
          <IntentLink href={`/specifications/${summary.specificationId}`} className={linkClass}>
            {t("toSpecification")}
          </IntentLink>
        )}
        <Button type="button" variant="outline" onClick={onAgain}>
          {t("again")}
        </Button>
      </div>
    </section>
  );
}
