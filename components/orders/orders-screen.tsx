"use client";

import { useTranslations } from "next-intl";
import { SignedInContent } from "@/components/auth/signed-in-content";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { TabLinks } from "@/components/ui/tab-links";
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
  return (
    <PageWrapper title={t("title")}>
      <TabLinks label={t("tabs.label")} tabs={tabs.map((item) => ({ key: item.tab, href: item.href, label: t(`tabs.${item.label}`) }))} current={tab} />
      <SignedInContent loadingLabel={t("loading")} prompt={{ title: t("signInTitle"), text: t("signInText"), action: t("signIn") }}>
        {() => (tab === "documents" ? <OrdersTable /> : <OrderItemsTable key={tab} scope={tab === "current-items" ? "current" : "all"} />)}
      </SignedInContent>
    </PageWrapper>
  );
}
