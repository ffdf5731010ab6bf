"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useActiveCompany } from "@/lib/client/shell/use-company";
import { CompanyAddresses } from "./company-addresses";
import { CompanyDetails } from "./company-details";
import { CompanyMembers } from "./company-members";
import { OfficeScreen } from "./office-screen";

/** /user/company: the active company — requisites, terms and debts, managers, delivery addresses, members. */
export function CompanyScreen() {
  return <OfficeScreen section="company">{(user) => <MyCompany user={user} />}</OfficeScreen>;
}

function MyCompany({ user }: { user: TCurrentUser }) {
  const t = useTranslations("office");
  // The same call and cache as the help menu's managers (lib/client/shell/use-company.ts).
  const company = useActiveCompany(user.companyId !== null);
  const data = company.data;
  if (user.companyId === null || data === null) return <p className="text-sm text-muted">{t("company.none")}</p>;
  if (company.isError) return <p className="text-sm text-red-700">{t("loadFailed")}</p>;
  if (!data) return <Spinner label={t("loading")} />;
  return (
    <div className="flex flex-col gap-6">
      <CompanyDetails company={data} />
      <CompanyAddresses addresses={data.deliveryAddresses} />
      <CompanyMembers />
    </div>
  );
}
