"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CustomTotal } from "@/components/cart/custom-total";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { OfferFromSourceButton } from "@/components/offers/offer-from-source-button";
import { SbpPayButton } from "@/components/payment/sbp-pay-button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { PrintDialog } from "@/components/ui/print-dialog";
import { Button } from "@/components/ui/button";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { formatDate } from "@/lib/shared/money";
import { ExportBar } from "./export-bar";
import { OrderFacts } from "./order-facts";
import { OrderPrintSheet } from "./order-print-sheet";
import { OrderStatus } from "./order-status";
import { useCancelOrder, useOrder, useRepeatOrder } from "./use-orders";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

function Totals({ order }: { order: TOrderDetail }) {
  const t = useTranslations("orders.detail");
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {order.bonusSpent !== "0.00" ? (
          <>
            <dt>{t("goods")}</dt>
            <dd className="text-right">{formatPrice(order.orderItemsTotalPrice)}</dd>
            <dt>{t("bonusSpent")}</dt>
            <dd className="text-right" data-testid="order-bonus-spent">
              −{formatPrice(order.bonusSpent)}
            </dd>
          </>
        ) : null}
        <dt className="text-base font-medium">{t("total")}</dt>
        <dd className="text-right text-base font-medium" data-testid="order-total">
          {formatPrice(order.totalPrice)}
        </dd>
        <dt className="text-muted">{t("vat")}</dt>
        <dd className="text-right text-muted">{formatPrice(order.vatAmount)}</dd>
      </dl>
      {order.orderCustomItemsTotalPrice !== "0.00" ? <CustomTotal label={t("customTotal")} note={t("customTotalNote")} amount={order.orderCustomItemsTotalPrice} testId="order-custom-total" /> : null}
    </>
  );
}

/** The lines of one list of the order page: the seller's (catalogue) lines, or the buyer's own list. */
function OrderLines({ items, testId }: { items: TOrderDetail["items"]; testId: string }) {
  const t = useTranslations("orders");
  const unitLabel = useUnitLabel();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="grid grid-cols-1 gap-1 p-3 text-sm sm:grid-cols-[1fr_8rem_8rem_9rem] sm:items-center sm:gap-4">
          <div className="min-w-0">
            {item.product ? (
              <IntentLink href={`/catalog?product=${item.product.id}`} className="font-medium hover:text-primary">
                {item.name}
              </IntentLink>
            ) : (
              <span className="font-medium">{item.name}</span>
            )}
            <div className="text-xs text-muted">
              {item.article ? `${t("columns.article")}: ${item.article}` : null}
              {item.type === "custom" ? ` ${t("detail.custom")}` : !item.product ? ` ${t("detail.productGone")}` : null}
            </div>
          </div>
          <div>{formatPrice(item.price)}</div>
          <div>
            {item.amount} {unitLabel(item.unit)}
          </div>
          <div className="font-medium sm:text-right">{formatPrice(item.total)}</div>
        </li>
      ))}
    </ul>
  );
}

function Body({ order, offersEnabled }: { order: TOrderDetail; offersEnabled: boolean }) {
  const t = useTranslations("orders");
  const repeat = useRepeatOrder();
  const cancel = useCancelOrder();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [printing, setPrinting] = useState(false);
  const catalogueLines = order.items.filter((item) => item.type !== "custom");
  const customLines = order.items.filter((item) => item.type === "custom");
  const actions = (
    <>
      {order.actions.repeat ? (
        <Button
          type="button"
          pending={repeat.isPending}
          onClick={() =>
            repeat.mutate(order.id, {
              onSuccess: (cart) => showBanner(cart.message ?? t("detail.repeatDone")),
              onError: (error) => showErrorOf(error, t("detail.actionFailed")),
            })
          }
        >
          {t("detail.repeat")}
        </Button>
      ) : null}
      {order.actions.cancel ? (
        <Button
          type="button"
          variant="outline"
          pending={cancel.isPending}
          onClick={() => setConfirmingCancel(true)}
        >
          {t("detail.cancel")}
        </Button>
      ) : null}
      {offersEnabled ? <OfferFromSourceButton source={{ type: "order", id: order.id }} sourceName={order.name} /> : null}
      <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => setPrinting(true)}>
        {t("print.open")}
      </Button>
      {printing ? (
        <PrintDialog open onOpenChange={setPrinting} title={t("print.title")} printLabel={t("print.print")}>
          <OrderPrintSheet order={order} />
        </PrintDialog>
      ) : null}
      {confirmingCancel ? (
        <ConfirmDeleteDialog
          title={t("detail.cancel")}
          text={t("detail.cancelConfirm")}
          confirmLabel={t("detail.cancel")}
          cancelLabel={t("detail.keepOrder")}
          pending={cancel.isPending}
          onClose={() => setConfirmingCancel(false)}
          onConfirm={() =>
            cancel.mutate(order.id, {
              onSuccess: (result) => {
                setConfirmingCancel(false);
                showBanner(result.message);
              },
              onError: (error) => showErrorOf(error, t("detail.actionFailed")),
            })
          }
        />
      ) : null}
    </>
  );
  return (
    <PageWrapper
      title={order.name}
      actions={actions}
      side={
        <div className="flex flex-col gap-4">
          <section className="rounded-lg border border-line bg-white p-4">
            <Totals order={order} />
          </section>
          <ExportBar ids={[order.id]} />
        </div>
      }
    >
      <IntentLink href="/orders" className="text-sm text-primary hover:underline">
        ← {t("detail.back")}
      </IntentLink>
      {repeat.isSuccess ? (
        <p role="status" className="rounded-md bg-secondary/10 p-3 text-sm text-secondary-dark">
          {repeat.data.message}{" "}
          <IntentLink href="/cart" className="font-medium underline">
            {t("detail.repeatDone")}
          </IntentLink>
        </p>
      ) : null}
      <section className="flex flex-wrap items-center gap-3 text-sm">
        <OrderStatus status={order.status} name={order.statusName} />
        <span className="text-muted">{t("detail.created", { date: formatDate(order.created) })}</span>
        {order.reservedUntil ? <span className="text-muted">{t("detail.reservedUntil", { date: formatDate(order.reservedUntil) })}</span> : null}
      </section>
      <OrderFacts order={order} className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" />

      <DetailSection id="order-items-title" title={t("detail.items")}>
        <OrderLines items={catalogueLines} testId="order-lines" />
      </DetailSection>

      {customLines.length > 0 ? (
        <DetailSection id="order-custom-items-title" title={t("detail.customItems")}>
          <p className="text-sm text-muted">{t("detail.customTotalNote")}</p>
          <OrderLines items={customLines} testId="order-custom-lines" />
        </DetailSection>
      ) : null}

      <DetailSection id="order-documents-title" title={t("detail.documents")}>
        {order.documents.length === 0 ? (
          <p className="text-sm text-muted">{t("detail.noDocuments")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="order-documents">
            {order.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-white p-3 text-sm">
                <div>
                  <div className="font-medium">{doc.name}</div>
                  <div className="text-xs text-muted">
                    {[
                      doc.validUntil ? t("detail.validUntil", { date: formatDate(doc.validUntil) }) : null,
                      doc.paymentDueAt ? t("detail.paymentDue", { date: formatDate(doc.paymentDueAt) }) : null,
                      doc.paidAt ? t("detail.paidAt", { date: formatDate(doc.paidAt) }) : null,
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  </div>
                </div>
                <span className={`rounded px-2 py-0.5 text-xs font-medium ${doc.state === "paid" ? "bg-secondary/10 text-secondary-dark" : doc.state === "awaiting-payment" ? "bg-primary-light text-primary-dark" : "bg-red-50 text-red-700"}`}>
                  {t(`detail.documentState.${doc.state}`)}
                </span>
                <span className="w-full text-right font-medium sm:w-auto">{formatPrice(doc.total)}</span>
                {doc.payBySbp ? (
                  <div className="flex w-full justify-end">
                    <SbpPayButton documentId={doc.id} number={doc.number} total={doc.total} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="order-history-title" title={t("detail.history")}>
        <ol className="flex flex-col gap-2 border-l-2 border-line pl-4" data-testid="order-history">
          {order.events.map((event) => (
            <li key={event.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatus status={event.status} name={event.statusName} />
                <span className="text-muted">{formatDate(event.created)}</span>
                {event.author ? <span className="text-muted">{event.author.name}</span> : null}
              </div>
              {event.comment ? <p className="mt-1">{event.comment}</p> : null}
            </li>
          ))}
        </ol>
      </DetailSection>
    </PageWrapper>
  );
}

/** /orders/{id}: the order with its lines, totals with VAT, documents and history; 'Заказ не существует.' → not found. `offersEnabled`: «Сделать КП». */
export function OrderDetailScreen({ id, offersEnabled = false }: { id: number; offersEnabled?: boolean }) {
  const t = useTranslations("orders");
  useRequireAuth();
  const user = useCurrentUser();
  const order = useOrder(id, Boolean(user.data));
  if (user.isPending || (user.data && order.isPending)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("detail.loading")} />
      </div>
    );
  }
  if (!user.data) {
    return (
      <PageWrapper title={t("title")}>
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      </PageWrapper>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      // The server's own words (spec §8: 'Заказ не существует.'), then the way back.
      return (
        <section data-page-state="not-found" className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
          <h1 className="text-2xl font-medium text-primary">{order.error.message}</h1>
          <IntentLink href="/orders" className="rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark">
            {t("detail.back")}
          </IntentLink>
        </section>
      );
    }
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16">
        <p>{t("loadFailed")}</p>
        <Button type="button" variant="outline" onClick={() => void order.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return order.data ? <Body order={order.data} offersEnabled={offersEnabled} /> : null;
}

/** A titled block of the order page (items, documents, history), labelled by its heading for screen readers. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-medium">
        {title}
      </h2>
      {children}
    </section>
  );
}
