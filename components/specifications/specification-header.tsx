"use client";

import { useTranslations } from "next-intl";
import type { TSpecification } from "@/lib/contracts/specifications";
import { formatDate } from "@/lib/shared/money";

/** Description, author, company, dates and the badges that say what the user may do with it. */
export function SpecificationHeader({ spec }: { spec: TSpecification }) {
  const t = useTranslations("specificationsScreen.detail");
  const badges = [
    spec.status === "archived" ? t("badge.archived") : t("badge.active"),
    spec.kind === "recommended" ? t("badge.recommended") : spec.shared ? t("badge.shared") : t("badge.private"),
    spec.canEdit ? null : t("badge.readOnly"),
  ].filter((badge): badge is string => badge !== null);
  return (
    <section className="flex flex-col gap-2" data-testid="specification-header">
      <ul className="flex flex-wrap gap-2" aria-label={t("status")}>
        {badges.map((badge) => (
          <li key={badge} className="rounded bg-page px-2 py-0.5 text-xs text-muted">
            {badge}
          </li>
        ))}
      </ul>
      {spec.description ? <p className="whitespace-pre-line break-words">{spec.description}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t("author")}</dt>
        <dd>{spec.author?.name ?? t("seller")}</dd>
        {spec.company ? (
          <>
            <dt className="text-muted">{t("company")}</dt>
            <dd>{spec.company.name}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t("created")}</dt>
        <dd>{formatDate(spec.created)}</dd>
        <dt className="text-muted">{t("updated")}</dt>
        <dd>{formatDate(spec.updated)}</dd>
      </dl>
    </section>
  );
}
