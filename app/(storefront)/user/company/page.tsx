import { CompanyScreen } from "@/components/office/company-screen";
import { RouteMessages } from "@/lib/server/i18n/route-messages";
import { officeMetadata } from "../office-metadata";

export const generateMetadata = officeMetadata("company");

/** /user/company (spec §2 "My company"): requisites, terms and debts, managers, addresses, members. */
export default function CompanyPage() {
  return (
    <RouteMessages route="office">
      <CompanyScreen />
    </RouteMessages>
  );
}
