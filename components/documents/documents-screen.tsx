"use client";

import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { TabLinks } from "@/components/ui/tab-links";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { DeliverySchedule } from "./delivery-schedule";
import { DocumentsTable } from "./documents-table";
import { PaymentSchedule } from "./payment-schedule";

export type TDocumentsTab = "documents" | "payments" | "deliveries";

const tabs: { tab: TDocumentsTab; href: string }[] = [
  { tab: "documents", href: "/documents" },
  { tab: "payments", href: "/documents/payment-schedule" },
  { tab: "deliveries", href: "/documents/delivery-schedule" },
];

/** /documents, /documents/payment-schedule, /documents/delivery-schedule; visitors get a sign-in prompt. */
export function DocumentsScreen({ tab }: { tab: TDocumentsTab }) {
  const t = useTranslations("documents");
  useRequireAuth();
  const user = useCurrentUser();
  return (
    <PageWrapper title={t("title")}>
      <TabLinks label={t("tabs.label")} current={tab} tabs={tabs.map((item) => ({ key: item.tab, href: item.href, label: t(`tabs.${item.tab}`) }))} />
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !user.data ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : tab === "documents" ? (
        <DocumentsTable />
      ) : tab === "payments" ? (
        <PaymentSchedule />
      ) : (
        <DeliverySchedule />
      )}
    </PageWrapper>
  );
}
