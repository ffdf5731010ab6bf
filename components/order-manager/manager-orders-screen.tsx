"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageLinks } from "@/components/ui/page-links";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { EmptyList, QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { TabLinks } from "@/components/ui/tab-links";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { useManagerOrderActions, useManagerOrderList } from "@/lib/client/order-manager/use-order-manager";
import { managerOrderLists, managerOrderStatuses, type TManagerOrderListItem, type TManagerOrderListName, type TManagerOrderStatus } from "@/lib/contracts/order-manager";
import { formatDate } from "@/lib/shared/money";
import { CustomerDialog } from "./customer-dialog";
import { ManagerOrderActions } from "./manager-order-actions";

const base = "/modules/order-manager";

/** The list's address: the tab, the status chosen, the page (defaults left out). */
export function managerListHref(list: TManagerOrderListName, status: TManagerOrderStatus | null, page = 1): string {
  const query = new URLSearchParams({ ...(list === "mine" ? {} : { list }), ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${base}?${query}` : base;
}

/** /modules/order-manager (spec §2 «Order manager: orders, archive»): the tabs, the status filter, a new order by hand, each order's actions. */
export function ManagerOrdersScreen({ list, status, page }: { list: TManagerOrderListName; status: TManagerOrderStatus | null; page: number }) {
  const t = useTranslations("orderManager");
  useRequireAuth();
  const user = useCurrentUser();
  const router = useRouter();
  const { create } = useManagerOrderActions();
  const [creating, setCreating] = useState(false);
  const signedIn = Boolean(user.data);
  return (
    <PageWrapper
      title={t("title")}
      actions={
        signedIn ? (
          <Button type="button" onClick={() => setCreating(true)}>
            {t("create")}
          </Button>
        ) : null
      }
    >
      <TabLinks label={t("title")} current={list} tabs={managerOrderLists.map((key) => ({ key, href: managerListHref(key, status), label: t(`tabs.${key}`) }))} />
      <label className="flex flex-wrap items-center gap-2 text-sm">
        {t("statusFilter")}
        <select
          className="h-10 rounded-md border border-line bg-white px-3 text-base outline-none focus:border-primary"
          value={status ?? ""}
          onChange={(e) => router.push(managerListHref(list, (e.target.value || null) as TManagerOrderStatus | null))}
        >
          <option value="">{t("allStatuses")}</option>
          {managerOrderStatuses.map((key) => (
            <option key={key} value={key}>
              {t(`status.${key}`)}
            </option>
          ))}
        </select>
      </label>
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !signedIn ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : (
        <ManagerOrdersList list={list} status={status} page={page} />
      )}
      {creating ? (
        <CustomerDialog
          title={t("customer.newTitle")}
          submitLabel={t("customer.create")}
          onSubmit={(customer) => create.mutateAsync({ customer }).then((entry) => router.push(`${base}/${entry.id}`))}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </PageWrapper>
  );
}

function ManagerOrdersList({ list, status, page }: { list: TManagerOrderListName; status: TManagerOrderStatus | null; page: number }) {
  const t = useTranslations("orderManager");
  const query = useManagerOrderList(list, status, page, true);
  const data = query.data;
  if (!data) return <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} t={(key) => t(key === "loadFailed" ? "failed" : key)} />;
  if (data.items.length === 0) return <EmptyList testId="manager-orders-empty" text={t(status ? "empty.status" : `empty.${list}`)} />;
  return (
    <>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white" data-testid="manager-orders-list">
        {data.items.map((entry) => (
          <ManagerOrderRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <PageLinks label={t("title")} pageCount={data.meta.pageCount} current={page} hrefOf={(n) => managerListHref(list, status, n)} />
    </>
  );
}

/** One customer order: number and customer (the way in), status, lines, total and date, and its lifecycle buttons. */
function ManagerOrderRow({ entry }: { entry: TManagerOrderListItem }) {
  const t = useTranslations("orderManager");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="manager-order-row">
      <div className="flex min-w-0 flex-col gap-1">
        <IntentLink href={`${base}/${entry.id}`} className="font-medium break-words text-primary hover:underline">
          {t("number", { id: entry.id })} · {entry.customer.name}
        </IntentLink>
        <p className="text-sm text-muted">
          <span className="font-medium text-ink">{t(`status.${entry.status}`)}</span> · {t("list.positions")}: {entry.positionsCount} · {t("list.total")}: {formatPrice(entry.totalPrice)} · {t("list.updated")}:{" "}
          {formatDate(entry.updated)}
        </p>
      </div>
      <div role="group" aria-label={t("list.actions", { id: entry.id })} className="flex flex-wrap gap-2">
        <ManagerOrderActions entry={entry} />
      </div>
    </li>
  );
}
