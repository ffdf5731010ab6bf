"use client";

import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { TabNav } from "@/components/ui/tab-nav";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { OrderItemsTable } from "./order-items-table";
import { OrdersTable } from "./orders-table";

export type TOrdersTab = "documents" | "current-items" | "items";

const tabs: { tab: TOrdersTab; href: string; label: "documents" | "currentItems" | "items" }[] = [
  { tab: "documents", href: "/orders", label: "documents" },
  { tab: "current-items", href: "/orders/current-items", label: "currentItems" },
  { tab: "items", href: "/orders/items", label: "items" },
];

/** /orders, /orders/current-items, /orders/items (spec §2 "Order list" tabs); visitors get a sign-in prompt. */
export function OrdersScreen({ tab }: { tab: TOrdersTab }) {
  const t = useTranslations("orders");
  useRequireAuth();
  const user = useCurrentUser();
  return (
    <PageWrapper title={t("title")}>
      <TabNav label={t("tabs.label")} current={tab} tabs={tabs.map((item) => ({ key: item.tab, href: item.href, label: t(`tabs.${item.label}`) }))} />
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !user.data ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : tab === "documents" ? (
        <OrdersTable />
      ) : (
        <OrderItemsTable key={tab} scope={tab === "current-items" ? "current" : "all"} />
      )}
    </PageWrapper>
  );
}
