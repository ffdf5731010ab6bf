"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { formatPrice } from "@/lib/client/catalog/money";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import { useSpecification } from "@/lib/client/specifications/use-specifications";
import { formatDate } from "@/lib/shared/money";

/**
 * /specifications/{id}/print: the specification on a plain sheet (no header, menu or footer) —
 * seller, company, name, date, the lines and the totals — and a button that prints it.
 */
export function SpecificationPrint({ id, siteName }: { id: number; siteName: string }) {
  const t = useTranslations("specificationsScreen.print");
  const unitLabel = useUnitLabel();
  const user = useCurrentUser();
  const spec = useSpecification(id, Boolean(user.data));
  const data = spec.data;
  useEffect(() => {
    if (data) document.title = data.name;
  }, [data]);

  if (user.isPending || (user.data && spec.isPending)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (!user.data || !data) {
    const notFound = spec.error instanceof ApiError && spec.error.status === 404;
    return (
      <p role="alert" className="py-16 text-center">
        {!user.data ? t("signIn") : notFound ? t("notFound") : t("failed")}
      </p>
    );
  }
  const company = data.company?.name ?? user.data.companyName;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4 p-6 text-sm print:p-0" data-testid="specification-print">
      <div className="flex items-start justify-between gap-4 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          {t("print")}
        </Button>
        <a href={`/specifications/${data.id}`} className="text-primary hover:underline">
          {t("back")}
        </a>
      </div>
      <header className="flex flex-col gap-1">
        <p className="text-muted">{siteName}</p>
        <h1 className="text-2xl font-medium">{data.name}</h1>
        {data.description ? <p className="whitespace-pre-line">{data.description}</p> : null}
        <p>
          {company ? <>{t("company", { name: company })} · </> : null}
          {t("date", { date: formatDate(new Date()) })} · {t("updated", { date: formatDate(data.updated) })}
        </p>
      </header>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-ink text-left">
            <th scope="col" className="p-1">№</th>
            <th scope="col" className="p-1">{t("article")}</th>
            <th scope="col" className="p-1">{t("name")}</th>
            <th scope="col" className="p-1 text-right">{t("amount")}</th>
            <th scope="col" className="p-1">{t("unit")}</th>
            <th scope="col" className="p-1 text-right">{t("price")}</th>
            <th scope="col" className="p-1 text-right">{t("total")}</th>
            <th scope="col" className="p-1 text-right">{t("vat")}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item, index) => (
            <tr key={item.id} className="border-b border-line align-top break-inside-avoid">
              <td className="p-1">{index + 1}</td>
              <td className="p-1 font-mono">{item.article ?? ""}</td>
              <td className="p-1">
                {item.name}
                {item.message ? <div className="text-xs italic">{item.message}</div> : null}
              </td>
              <td className="p-1 text-right">{item.amount}</td>
              <td className="p-1">{unitLabel(item.unit)}</td>
              <td className="p-1 text-right whitespace-nowrap">{item.price !== null ? formatPrice(item.price) : "—"}</td>
              <td className="p-1 text-right whitespace-nowrap">{formatPrice(item.total)}</td>
              <td className="p-1 text-right whitespace-nowrap">{formatPrice(item.vatAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <td className="p-1" colSpan={6}>
              {t("totals", { count: data.totals.positionsCount })}
            </td>
            <td className="p-1 text-right whitespace-nowrap" data-testid="print-total">
              {formatPrice(data.totals.totalPrice)}
            </td>
            <td className="p-1 text-right whitespace-nowrap">{formatPrice(data.totals.vatAmount)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
