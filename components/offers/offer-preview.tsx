"use client";

import { useTranslations } from "next-intl";
import { HtmlContent } from "@/components/ui/html-content";
import { formatPrice } from "@/lib/client/catalog/money";
import { useOfferLogo } from "@/lib/client/offers/use-offers";
import type { TOffer, TOfferColumnKey, TOfferItem, TOfferTemplate } from "@/lib/contracts/offers";
import { formatDate } from "@/lib/shared/money";

const rightAligned = new Set<TOfferColumnKey>(["amount", "price", "discount", "vat", "total"]);

function Cell({ column, item }: { column: TOfferColumnKey; item: TOfferItem }) {
  switch (column) {
    case "image":
      // eslint-disable-next-line @next/next/no-img-element -- our own product thumbnails need no optimiser
      return item.image ? <img src={item.image} alt="" width={48} height={48} className="h-12 w-12 object-contain" /> : null;
    case "article":
      return <>{item.article ?? ""}</>;
    case "manufacturerCode":
      return <>{item.manufacturerCode ?? ""}</>;
    case "brand":
      return <>{item.brand ?? ""}</>;
    case "name":
      return <>{item.name}</>;
    case "amount":
      return (
        <>
          {item.amount} {item.unit}
        </>
      );
    case "price":
      return <>{item.offerPrice === null ? "—" : formatPrice(item.offerPrice)}</>;
    case "discount":
      return <>{item.markup === 0 ? "—" : `${item.markup > 0 ? "+" : ""}${item.markup.toLocaleString("ru-RU")} %`}</>;
    case "vat":
      return <>{formatPrice(item.offerVatAmount)}</>;
    case "total":
      return <>{formatPrice(item.offerTotal)}</>;
  }
}

/**
 * The offer as the customer sees it (spec §3 template blocks): logo and contacts, title and date, intro,
 * the product table with the template's columns, totals with VAT, final text. The editor's preview and
 * the print view both show it; rows never split across printed pages.
 */
export function OfferPreview({ offer, template }: { offer: TOffer; template: TOfferTemplate }) {
  const t = useTranslations("offers");
  const s = useTranslations("offersScreen");
  const logo = useOfferLogo(template.logo);
  return (
    <article className="flex flex-col gap-4 bg-white p-4 text-sm text-ink sm:p-6" data-testid="offer-preview">
      <header className="flex flex-wrap items-start justify-between gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of the buyer's own logo */}
        {logo ? <img src={logo} alt={t("columns.image")} className="max-h-20 max-w-48 object-contain" data-testid="offer-logo" /> : <span />}
        {template.contacts ? <p className="max-w-xs text-right whitespace-pre-line">{template.contacts}</p> : null}
      </header>
      <div>
        <h2 className="text-xl font-medium">{template.title || offer.name}</h2>
        <p className="text-muted">{s("date", { date: formatDate(offer.updated) })}</p>
      </div>
      {template.intro ? <HtmlContent html={template.intro} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-xs sm:text-sm">
          <thead>
            <tr className="border-b-2 border-ink text-left">
              <th scope="col" className="p-1">
                {t("pdf.col.no")}
              </th>
              {template.columns.map((c) => (
                <th key={c} scope="col" className={`p-1 ${rightAligned.has(c) ? "text-right" : ""}`}>
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {offer.items.map((item, index) => (
              <tr key={item.id} className="break-inside-avoid border-b border-line align-top">
                <td className="p-1">{index + 1}</td>
                {template.columns.map((c) => (
                  <td key={c} className={`p-1 ${rightAligned.has(c) ? "text-right whitespace-nowrap" : ""}`}>
                    <Cell column={c} item={item} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-4 text-right font-medium">
        <dt>{t("pdf.total")}</dt>
        <dd data-testid="offer-preview-total">{formatPrice(offer.totals.totalPrice)}</dd>
        <dt>{t("pdf.vatIncluded")}</dt>
        <dd>{formatPrice(offer.totals.vatAmount)}</dd>
      </dl>
      {template.final ? <HtmlContent html={template.final} /> : null}
    </article>
  );
}
