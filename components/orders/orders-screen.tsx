"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
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
      <nav aria-label={t("tabs.label")} className="flex gap-1 border-b border-line">
        {tabs.map((item) => (
          <IntentLink
            key={item.tab}
            href={item.href}
            aria-current={item.tab === tab ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${item.tab === tab ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
          >
            {t(`tabs.${item.label}`)}
          </IntentLink>
        ))}
      </nav>
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
