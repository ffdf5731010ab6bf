"use client";

import { useTranslations } from "next-intl";
import type { TCompanyInfo } from "@/lib/contracts/user";
import { ManagerContact } from "@/components/shell/manager-contact";
import { formatPrice } from "@/lib/client/catalog/money";
import { OfficeSection } from "./office-section";

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-line py-2 last:border-b-0" data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** My company's requisites (legal entities with INN, KPP), price type, terms and debts, and managers. */
export function CompanyDetails({ company }: { company: TCompanyInfo }) {
  const t = useTranslations("office.company");
  const overdue = company.overdueReceivables !== "0.00";
  return (
    <>
      <OfficeSection id="office-company-requisites" title={company.name}>
        {company.isIndividual ? <p className="mb-2 text-sm text-muted">{t("individual")}</p> : null}
        <h3 className="mb-2 text-sm font-medium uppercase text-muted">{t("legalEntities")}</h3>
        {company.legalEntities.length === 0 ? (
          <p className="text-sm text-muted">{t("noLegalEntities")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {company.legalEntities.map((entity) => (
              <li key={entity.id} data-testid="legal-entity">
                <p className="mb-1 font-medium">{entity.name}</p>
                <dl>
                  <Row label={t("inn")}>{entity.inn}</Row>
                  <Row label={t("kpp")}>{entity.kpp ?? t("notGiven")}</Row>
                  <Row label={t("ogrn")}>{entity.ogrn ?? t("notGiven")}</Row>
                  <Row label={t("address")}>{entity.address ?? t("notGiven")}</Row>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </OfficeSection>
      <div className="grid gap-6 xl:grid-cols-2">
        <OfficeSection id="office-company-terms" title={t("terms")}>
          <dl>
            <Row label={t("priceType")}>{company.priceType?.name ?? t("priceTypeNone")}</Row>
            <Row label={t("creditSum")} testId="company-credit-sum">
              {formatPrice(company.creditSum)}
            </Row>
            <Row label={t("receivables")}>{formatPrice(company.receivables)}</Row>
            <Row label={t("overdueReceivables")}>
              <span className={overdue ? "text-red-700" : undefined}>{formatPrice(company.overdueReceivables)}</span>
            </Row>
            <Row label={t("overdueDuration")}>{t("days", { count: company.overdueDuration })}</Row>
            <Row label={t("deferralDays")}>{t("days", { count: company.deferralDays })}</Row>
            <Row label={t("balance")} testId="company-balance">
              {formatPrice(company.balance)}
            </Row>
            <Row label={t("bonus")}>{formatPrice(company.bonus)}</Row>
          </dl>
        </OfficeSection>
        <OfficeSection id="office-company-managers" title={t("managers")}>
          {company.managers.length === 0 ? (
            <p className="text-sm text-muted">{t("noManagers")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {company.managers.map((manager) => (
                <li key={manager.id} className="text-sm" data-testid="company-manager">
                  <ManagerContact manager={manager} />
                </li>
              ))}
            </ul>
          )}
        </OfficeSection>
      </div>
    </>
  );
}
