"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import type { TProduct } from "@/lib/contracts/catalog";
import { formatDecimal } from "@/lib/shared/number-format";
import { ProductFact as Fact } from "./product-fact";

/** Below the dialog's title the sections are h3; below the product page's h1 they are h2. */
type THeadingLevel = 2 | 3;

function Heading({ level, children }: { level: THeadingLevel; children: ReactNode }) {
  const Tag = level === 2 ? "h2" : "h3";
  return <Tag className="mb-1 font-medium">{children}</Tag>;
}

/**
 * The product's facts of spec §3 Product (the catalogue's dialog and the product page): brand, series,
 * manufacturer, codes, units, batch rules, delivery and weight. `brand` replaces the brand's name (the page
 * links it); `withPlace` adds the section and the seller (the page shows its section in the breadcrumbs).
 */
export function ProductFacts({ product, brand, withPlace = false }: { product: TProduct; brand?: ReactNode; withPlace?: boolean }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  return (
    <dl>
      {product.brand ? <Fact label={t("brand")}>{brand ?? product.brand.name}</Fact> : null}
      {product.series ? <Fact label={t("columns.series")}>{product.series.name}</Fact> : null}
      {product.manufacturer ? <Fact label={t("columns.manufacturer")}>{`${product.manufacturer.name}, ${product.manufacturer.country}`}</Fact> : null}
      {product.manufacturerCode ? <Fact label={t("product.manufacturerCode")}>{product.manufacturerCode}</Fact> : null}
      {withPlace && product.section ? <Fact label={t("product.section")}>{product.section.name}</Fact> : null}
      {product.category ? <Fact label={t("filters.type")}>{product.category.name}</Fact> : null}
      {withPlace && product.seller ? <Fact label={t("filters.sellers")}>{product.seller.name}</Fact> : null}
      <Fact label={t("product.unit")}>{unitLabel(product.unit)}</Fact>
      <Fact label={t("product.minimumBatch")}>{product.minimumBatch}</Fact>
      <Fact label={t("columns.multiplicity")}>{product.multiplicity}</Fact>
      {product.quantityInBox ? <Fact label={t("product.quantityInBox")}>{product.quantityInBox}</Fact> : null}
      {product.quantityInBlock ? <Fact label={t("product.quantityInBlock")}>{product.quantityInBlock}</Fact> : null}
      {product.deliveryTime !== null ? <Fact label={t("columns.deliveryDays")}>{t("product.days", { count: product.deliveryTime })}</Fact> : null}
      {product.weight ? <Fact label={t("product.weight")}>{product.weight}</Fact> : null}
    </dl>
  );
}

/** The product's stock per warehouse, its features and its description, each section only when it has something. */
export function ProductSections({ product, headingLevel }: { product: TProduct; headingLevel: THeadingLevel }) {
  const t = useTranslations("catalog.product");
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  return (
    <>
      {product.stocks.length ? (
        <section>
          <Heading level={headingLevel}>{t("stocks")}</Heading>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("warehouse")}</th>
                <th scope="col">{t("quantity")}</th>
              </tr>
            </thead>
            <tbody>
              {product.stocks.map((s) => (
                <tr key={s.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="py-1.5 text-left font-normal text-muted">
                    {s.name}
                  </th>
                  <td className={`py-1.5 text-right ${s.quantity > 0 ? "text-secondary" : "text-muted"}`}>
                    {s.quantity > 0 ? `${s.quantity} ${unitLabel(product.unit)}` : t("none")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.features.length ? (
        <section>
          <Heading level={headingLevel}>{t("features")}</Heading>
          <dl>
            {product.features.map((f) => (
              <Fact key={f.id} label={f.unit ? `${f.name}, ${unitLabel(f.unit)}` : f.name}>
                {formatDecimal(f.value, locale)}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}
      {product.description ? (
        <section>
          <Heading level={headingLevel}>{t("description")}</Heading>
          <p className="text-sm leading-relaxed whitespace-pre-line">{product.description}</p>
        </section>
      ) : null}
    </>
  );
}
