"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import type { TProduct } from "@/lib/contracts/catalog";

/** A product as the wizard shows it to choose from: article, name, brand, price, stock and why it matched. */
export function CandidateCard({ product, reason }: { product: TProduct; reason?: string }) {
  const t = useTranslations("importWizard.check");
  const stock = product.stocks.reduce((sum, s) => sum + s.quantity, 0);
  const price = formatPrice(product.currentPrice);
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="font-medium break-words">{product.name}</span>
      <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-muted">
        <span>{t("article", { article: product.article })}</span>
        {product.brand ? <span>{product.brand.name}</span> : null}
        <span className="text-ink">{price || t("noPrice")}</span>
        <span>{stock > 0 ? t("stock", { amount: stock.toLocaleString("ru-RU"), unit: product.unit }) : t("noStock")}</span>
        {reason ? <span className="rounded bg-primary-light px-1.5 text-primary">{reason}</span> : null}
      </span>
    </span>
  );
}
