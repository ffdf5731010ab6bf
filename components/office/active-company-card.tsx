"use client";

import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { Spinner } from "@/components/ui/spinner";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useActiveCompany } from "@/lib/client/shell/use-company";

/** Beside the personal area: the active company's name and INN (GET /api/v1/user/company, as the help menu). */
export function ActiveCompanyCard({ user, linkToCompany }: { user: TCurrentUser; linkToCompany: boolean }) {
  const t = useTranslations("office");
  const company = useActiveCompany(user.companyId !== null);
  const data = company.data;
  const inn = data?.legalEntities[0]?.inn;
  return (
    <section aria-labelledby="office-company-card" className="rounded-lg border border-line bg-white p-4" data-testid="active-company-card">
      <h2 id="office-company-card" className="mb-2 text-xs font-medium uppercase text-muted">
        {t("companyCard.heading")}
      </h2>
      {user.companyId === null || data === null ? (
        <p className="text-sm text-muted">{t("companyCard.none")}</p>
      ) : company.isError ? (
        <p className="text-sm text-red-700">{t("loadFailed")}</p>
      ) : !data ? (
        <Spinner size="small" label={t("loading")} />
      ) : (
        <>
          <p className="font-medium break-words">{data.name}</p>
          <p className="text-sm text-muted">{inn ? t("companyCard.inn", { inn }) : data.isIndividual ? t("company.individual") : t("companyCard.noInn")}</p>
          {linkToCompany ? (
            <IntentLink href="/user/company" className="mt-3 inline-block text-sm text-primary underline hover:text-primary-dark">
              {t("companyCard.open")}
            </IntentLink>
          ) : null}
        </>
      )}
    </section>
  );
}
