"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice } from "@/lib/client/catalog/money";
import { useCreateSbpPayment, useSbpPaymentStatus } from "./use-sbp-payment";

type TProps = {
  /** The invoice (order_documents.id) to pay; show the button only where the server said payBySbp. */
  documentId: number;
  number: string;
  /** The invoice's total as the API gives it ("1234.50"). */
  total: string;
  /** After the bank confirmed and the buyer closed the dialog (the orders' and documents' queries are refreshed already). */
  onPaid?: () => void;
};

/**
 * «Оплатить по СБП» of an invoice awaiting payment: a dialog with the bank's QR code and link, which
 * asks every 2 s whether the payment went through and says so when it did. Used on the order page and
 * the documents list.
 */
export function SbpPayButton({ documentId, number, total, onPaid }: TProps) {
  const t = useTranslations("sbp");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const create = useCreateSbpPayment();
  const paymentId = create.data?.paymentId ?? null;
  const status = useSbpPaymentStatus(paymentId, open);
  const payment = status.data ?? create.data;
  const paid = payment?.status === "paid";

  // The order and the documents lists are refreshed when the buyer closes the dialog after paying: the
  // invoice then shows paid and this button (payBySbp false) goes away with the dialog.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next || !paid) return;
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
    void queryClient.invalidateQueries({ queryKey: ["documents"] });
    onPaid?.();
  };

  const start = () => {
    setOpen(true);
    if (!create.data && !create.isPending) create.mutate(documentId);
  };

  return (
    <>
      <Button type="button" onClick={start} data-testid="sbp-pay">
        {t("pay")}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange} title={t("dialogTitle")} description={paid ? undefined : t("dialogText")}>
        <div className="flex flex-col items-center gap-4 text-center" data-testid="sbp-dialog">
          <p className="text-sm">
            {t("invoice", { number })} · <span className="font-medium">{t("amount", { total: formatPrice(payment?.amount ?? total) })}</span>
          </p>
          {create.isPending ? (
            <Spinner label={t("creating")} />
          ) : create.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3">
              <p className="text-sm text-red-700">{create.error.message || t("failed")}</p>
              <Button type="button" variant="outline" onClick={() => create.mutate(documentId)}>
                {t("retry")}
              </Button>
            </div>
          ) : paid ? (
            <p role="status" className="rounded-md bg-secondary/10 px-4 py-3 font-medium text-secondary-dark" data-testid="sbp-paid">
              {t("paid")}
            </p>
          ) : payment ? (
            <>
              {/* The QR is an SVG the server drew (a data: URL): no image optimisation applies. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={payment.qrImage} alt={t("qrAlt")} width={224} height={224} className="h-56 w-56" data-testid="sbp-qr" />
              <a
                href={payment.link}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-sm font-medium text-primary underline hover:text-primary-dark"
                data-testid="sbp-link"
              >
                {t("openLink")}
              </a>
              <p role="status" className="flex items-center gap-2 text-sm text-muted">
                <Spinner size="small" />
                {t("waiting")}
              </p>
            </>
          ) : null}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("close")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
