"use client";

import { useTranslations } from "next-intl";
import { SignedInContent } from "@/components/auth/signed-in-content";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { TabLinks } from "@/components/ui/tab-links";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useAppInfo } from "@/lib/client/auth/use-app-config";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { ActiveCompanyCard } from "./active-company-card";
import { visibleOfficeSections, type TOfficeSection } from "./office-sections";

type TProps = { section: TOfficeSection; children: (user: TCurrentUser) => React.ReactNode };

/**
 * The personal area's frame (/user and its sub-screens): the sections' tabs, the active company's card
 * beside the content, and for a visitor the sign-in dialog and prompt (as orders and specifications).
 */
export function OfficeScreen({ section, children }: TProps) {
  const t = useTranslations("office");
  useRequireAuth();
  const user = useCurrentUser();
  const info = useAppInfo();
  // The tabs keep «Моя компания» (its screen explains when there is no company); the club needs the site's flag.
  const tabs = visibleOfficeSections({ hasGoldenClub: info.data?.featureFlags.goldenClub === true || section === "goldenClub", hasCompany: true });
  const title = section === "company" ? t("company.title") : t("title");
  return (
    <PageWrapper title={title} side={user.data ? <ActiveCompanyCard user={user.data} linkToCompany={section !== "company"} /> : undefined}>
      <TabLinks label={t("nav.label")} tabs={tabs.map((item) => ({ key: item.section, href: item.href, label: t(`nav.${item.section}`) }))} current={section} />
      <SignedInContent loadingLabel={t("loading")} prompt={{ title: t("signInTitle"), text: t("signInText"), action: t("signIn") }}>
        {children}
      </SignedInContent>
    </PageWrapper>
  );
}
