"use client";

import { useTranslations } from "next-intl";
import { OfficeSection } from "@/components/office/office-section";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TGoldenClub } from "@/lib/contracts/golden-club";

/** The club's levels (turnover from, percent; the company's own marked) and the brand and section percents. */
export function ClubLevels({ club }: { club: TGoldenClub }) {
  const t = useTranslations("goldenClub");
  return (
    <OfficeSection id="club-levels" title={t("levels.heading")}>
      {club.levels.length === 0 ? (
        <p className="text-sm text-muted">{t("levels.empty")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-2 font-normal">
                {t("levels.level")}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-normal">
                {t("levels.from")}
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                {t("levels.percent")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {club.levels.map((level) => (
              <tr key={level.id} aria-current={level.isCurrent || undefined} className={level.isCurrent ? "bg-secondary/10 font-medium" : undefined}>
                <th scope="row" className="py-2 pr-2 font-normal">
                  {level.name}
                  {level.isCurrent ? <span className="ml-2 text-xs text-ink">{t("levels.current")}</span> : null}
                </th>
                <td className="py-2 pr-2 text-right whitespace-nowrap">{formatPrice(level.turnoverFrom)}</td>
                <td className="py-2 text-right whitespace-nowrap">{level.percent} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {club.rules.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-medium">{t("rules.heading")}</h3>
          <p className="mb-2 text-sm text-muted">{t("rules.text")}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {club.rules.map((rule) => (
              <li key={`${rule.kind}-${rule.id}`} className="flex justify-between gap-2">
                <span className="min-w-0 break-words">{rule.kind === "brand" ? t("rules.brand", { name: rule.name }) : t("rules.section", { name: rule.name })}</span>
                <span className="whitespace-nowrap">{rule.percent} %</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </OfficeSection>
  );
}
