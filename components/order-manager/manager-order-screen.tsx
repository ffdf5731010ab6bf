"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { SignedInRecord } from "@/components/ui/signed-in-record";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { useManagerOrder, useManagerOrderActions } from "@/lib/client/order-manager/use-order-manager";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { managerOrderStatuses, MAX_MANAGER_COMMENT, type TManagerCustomer, type TManagerOrder, type TManagerOrderStatus, type TManagerToCartResponse } from "@/lib/contracts/order-manager";
import { CustomerFields } from "./customer-dialog";
import { ManagerOrderActions } from "./manager-order-actions";
import { ManagerOrderLines } from "./manager-order-lines";

/** A comment's moment in the sellers' reference time, as dates are shown everywhere (Moscow). */
const commentTime = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Moscow" });

const fieldErrorsOf = (error: unknown): Record<string, string[]> => (error instanceof ApiError && error.status === 400 ? (error.body.errors ?? {}) : {});

/** /modules/order-manager/{id}: the customer's card and the status, the lines at the reseller's prices, «Заказать у поставщика», the comment thread. */
export function ManagerOrderScreen({ id }: { id: number }) {
  const t = useTranslations("orderManager");
  useRequireAuth();
  const user = useCurrentUser();
  const entry = useManagerOrder(id, Boolean(user.data));
  return (
    <SignedInRecord user={user} record={entry} t={t}>
      {(data) => <ManagerOrderDetail entry={data} />}
    </SignedInRecord>
  );
}

function ManagerOrderDetail({ entry }: { entry: TManagerOrder }) {
  const t = useTranslations("orderManager");
  const router = useRouter();
  const readOnly = entry.archived;
  return (
    <PageWrapper title={`${t("number", { id: entry.id })} · ${entry.customer.name}`} actions={<ManagerOrderActions entry={entry} onDeleted={() => router.push("/modules/order-manager?list=archive")} />}>
      <IntentLink href="/modules/order-manager" className="text-sm text-primary hover:underline">
        ← {t("back")}
      </IntentLink>
      {readOnly ? (
        <p role="status" className="rounded-md bg-primary-light p-3 text-sm">
          {t("archivedNotice")}
        </p>
      ) : null}
      {entry.offerId !== null ? <p className="text-sm text-muted">{t("fromOfferNote", { id: entry.offerId })}</p> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerCard key={JSON.stringify(entry.customer)} entry={entry} readOnly={readOnly} />
        <StatusCard entry={entry} readOnly={readOnly} />
      </div>
      <section aria-labelledby="manager-lines-heading" className="flex flex-col gap-3">
        <h2 id="manager-lines-heading" className="text-lg font-medium">
          {t("lines")}
        </h2>
        <ManagerOrderLines entry={entry} readOnly={readOnly} />
        <p className="text-right text-sm font-medium">
          {t("total")}: <span data-testid="manager-order-total">{formatPrice(entry.totals.totalPrice)}</span>
        </p>
        <ToSupplier entry={entry} />
      </section>
      <Comments entry={entry} readOnly={readOnly} />
    </PageWrapper>
  );
}

/** The customer's card, saved as a whole. */
function CustomerCard({ entry, readOnly }: { entry: TManagerOrder; readOnly: boolean }) {
  const t = useTranslations("orderManager.customer");
  const { update } = useManagerOrderActions();
  const [draft, setDraft] = useState<TManagerCustomer>(entry.customer);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <form
      aria-labelledby="manager-customer-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        update.mutate({ id: entry.id, customer: draft }, { onSuccess: () => showBanner(t("saved")), onError: (error) => (Object.keys(fieldErrorsOf(error)).length ? setErrors(fieldErrorsOf(error)) : showErrorOf(error)) });
      }}
    >
      <h2 id="manager-customer-heading" className="text-lg font-medium">
        {t("title")}
      </h2>
      <CustomerFields draft={draft} errors={errors} disabled={readOnly} onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))} />
      <div>
        <Button type="submit" variant="outline" pending={update.isPending} disabled={readOnly}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}

/** The status: changed as soon as another is chosen. */
function StatusCard({ entry, readOnly }: { entry: TManagerOrder; readOnly: boolean }) {
  const t = useTranslations("orderManager");
  const { update } = useManagerOrderActions();
  return (
    <div className="flex flex-col gap-3 self-start rounded-lg border border-line bg-white p-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("statusFilter")}
        <select
          className="h-10 rounded-md border border-line bg-white px-3 text-base font-normal outline-none focus:border-primary"
          value={entry.status}
          disabled={readOnly || update.isPending}
          onChange={(e) => {
            const status = e.target.value as TManagerOrderStatus;
            update.mutate({ id: entry.id, status }, { onSuccess: () => showBanner(t("statusSaved", { status: t(`status.${status}`) })), onError: (error) => showErrorOf(error) });
          }}
        >
          {managerOrderStatuses.map((key) => (
            <option key={key} value={key}>
              {t(`status.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** «Заказать у поставщика»: the catalogue lines into the buyer's cart; what was added and what was skipped stays on screen. */
function ToSupplier({ entry }: { entry: TManagerOrder }) {
  const t = useTranslations("orderManager");
  const { toCart } = useManagerOrderActions();
  const [result, setResult] = useState<TManagerToCartResponse | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button type="button" pending={toCart.isPending} disabled={entry.items.length === 0} onClick={() => toCart.mutate(entry.id, { onSuccess: setResult, onError: (error) => showErrorOf(error) })}>
          {t("actions.toCart")}
        </Button>
      </div>
      {result ? (
        <div role="status" className="flex flex-col gap-1 rounded-md bg-primary-light p-3 text-sm" data-testid="manager-to-cart-result">
          <p>{t("toCart.done", { added: result.summary.added })}</p>
          {result.summary.adjusted.map((a) => (
            <p key={a.name}>{a.message}</p>
          ))}
          {result.summary.skipped.length > 0 ? <p>{t("toCart.skipped", { list: result.summary.skipped.map((s) => `${s.name} (${s.reason})`).join("; ") })}</p> : null}
          <IntentLink href="/cart" className="font-medium text-primary hover:underline">
            {t("toCart.openCart")}
          </IntentLink>
        </div>
      ) : null}
    </div>
  );
}

/** The comment thread, oldest first, and the form for a new one. */
function Comments({ entry, readOnly }: { entry: TManagerOrder; readOnly: boolean }) {
  const t = useTranslations("orderManager.comments");
  const { comment } = useManagerOrderActions();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="manager-comments-heading" className="flex flex-col gap-3">
      <h2 id="manager-comments-heading" className="text-lg font-medium">
        {t("title")}
      </h2>
      {entry.comments.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="manager-comments">
          {entry.comments.map((c) => (
            <li key={c.id} className="rounded-lg border border-line bg-white p-3">
              <p className="text-xs text-muted">
                {c.author} · <time dateTime={c.created}>{commentTime.format(new Date(c.created))}</time>
              </p>
              <p className="text-sm break-words whitespace-pre-line">{c.text}</p>
            </li>
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            comment.mutate(
              { id: entry.id, text },
              { onSuccess: () => setText(""), onError: (e) => setError(fieldErrorsOf(e).text?.[0] ?? (e instanceof Error ? e.message : String(e))) },
            );
          }}
        >
          <TextField label={t("label")} maxLength={MAX_MANAGER_COMMENT} value={text} errors={error ? [error] : undefined} onChange={(e) => setText(e.target.value)} />
          <div>
            <Button type="submit" variant="outline" pending={comment.isPending} disabled={!text.trim()}>
              {t("submit")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
