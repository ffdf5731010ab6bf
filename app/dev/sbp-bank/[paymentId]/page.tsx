import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getRequestSite } from "@/lib/server/http/request-site";
import { findLocalBankPayment } from "@/lib/server/payment/local-sbp-bank-pay";
import { formatMoney } from "@/lib/shared/money";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "СБП", robots: { index: false, follow: false } };

const resultKinds = ["paid", "already", "failed"] as const;
const isResult = (value: string | undefined): value is (typeof resultKinds)[number] => (resultKinds as readonly (string | undefined)[]).includes(value);

// The local SBP bank (a simulator, lib/server/adapters/payment/local-sbp-bank.ts): the page the payment
// link and QR code open. «Оплатить» makes the bank send the shop its signed callback. Absent (404) where
// the simulator is off (production without SBP_LOCAL=1).
export default async function LocalSbpBankPage({ params, searchParams }: { params: Promise<{ paymentId: string }>; searchParams: Promise<{ result?: string }> }) {
  const [{ paymentId }, { result }] = await Promise.all([params, searchParams]);
  const site = await getRequestSite();
  const payment = await findLocalBankPayment(site, paymentId);
  if (!payment) notFound();
  const t = await getTranslations("sbpApi.bank");
  const shown = isResult(result) ? result : payment.status === "paid" ? "already" : null;
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-6">
      <h1 className="text-2xl font-medium">{t("title")}</h1>
      <p className="text-sm text-gray-600">{t("note")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t("payee")}</dt>
        <dd>{site.name}</dd>
        <dt className="text-gray-600">{t("purpose")}</dt>
        <dd>{t("purposeText", { number: payment.documentNumber })}</dd>
        <dt className="text-gray-600">{t("amount")}</dt>
        <dd className="font-medium" data-testid="sbp-bank-amount">
          {formatMoney(payment.amount)}
        </dd>
      </dl>
      {shown ? (
        <p role="status" data-testid="sbp-bank-result" className={`rounded-md p-3 text-sm ${shown === "failed" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-900"}`}>
          {t(`result.${shown}`)}
        </p>
      ) : null}
      {payment.status === "pending" ? (
        <form method="post" action={`/api/v1/dev/sbp-bank/${encodeURIComponent(payment.paymentId)}/pay`}>
          <button type="submit" className="w-full rounded-md bg-blue-700 px-5 py-3 font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
            {t("pay")}
          </button>
        </form>
      ) : null}
    </main>
  );
}
