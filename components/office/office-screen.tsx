"use client";

import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { ActiveCompanyCard } from "./active-company-card";
import { officeSections, type TOfficeSection } from "./office-sections";

type TProps = { section: TOfficeSection; children: (user: TCurrentUser) => React.ReactNode };

/**
 * The personal area's frame (/user and its sub-screens): the sections' tabs, the active company's card
 * beside the content, and for a visitor the sign-in dialog and prompt (as orders and specifications).
 */
export function OfficeScreen({ section, children }: TProps) {
  const t = useTranslations("office");
  useRequireAuth();
  const user = useCurrentUser();
  const title = section === "company" ? t("company.title") : t("title");
  return (
    <PageWrapper title={title} side={user.data ? <ActiveCompanyCard user={user.data} linkToCompany={section !== "company"} /> : undefined}>
      <nav aria-label={t("nav.label")} className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1">
        {officeSections.map((item) => (
          <IntentLink
            key={item.section}
            href={item.href}
            aria-current={item.section === section ? "page" : undefined}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${item.section === section ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
          >
            {t(`nav.${item.section}`)}
          </IntentLink>
        ))}
      </nav>
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !user.data ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : (
        children(user.data)
      )}
    </PageWrapper>
  );
}
