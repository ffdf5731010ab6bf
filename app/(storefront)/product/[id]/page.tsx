import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { ProductGallery } from "@/components/catalog/product-gallery";
import { ProductFacts, ProductSections } from "@/components/catalog/product-specs";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import { getProduct } from "@/lib/server/catalog/product-read-model/get-product";
import { unlessNotFound } from "@/lib/server/content/unless-not-found";
import { openGraphOf } from "@/lib/server/seo/open-graph";
import { productJsonLd } from "@/lib/server/seo/product-json-ld";
import { catalogHref } from "@/lib/shared/catalog-url";
import { productPageHref } from "@/lib/shared/product-page";
import { unitKey } from "@/lib/shared/units";
import { contentRequest } from "../../content/content-request";

type TProps = { params: Promise<{ id: string }> };

const ID = /^[1-9]\d{0,8}$/;

/** The product as a visitor sees it (list price, stocks), one load per request for the metadata and the page. */
const loadProduct = cache(async (rawId: string) => {
  const ctx = await contentRequest();
  if (!ID.test(rawId)) return null;
  const product = await unlessNotFound(getProduct({ site: ctx.site, auth: null, locale: ctx.locale }, Number(rawId), { searchLogUuid: null, position: null }));
  return product ? { ...ctx, product } : null;
});

// As the catalogue info gives it (lib/server/catalog/get-catalog-info.ts): another currency shows its code.
const SIGNS: Record<string, string> = { RUB: "₽" };

async function unitLabelOf(): Promise<(unit: string) => string> {
  const t = await getTranslations("common.units");
  return (unit) => {
    const key = unitKey(unit);
    return key ? t(key) : unit;
  };
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const data = await loadProduct((await params).id);
  if (!data) return {};
  const { product, site } = data;
  const [t, unitLabel] = await Promise.all([getTranslations("productPage"), unitLabelOf()]);
  const title = `${product.name} — ${site.name}`;
  const description = t("metaDescription", {
    name: product.name,
    article: product.article,
    price: formatPrice(product.price.value, SIGNS[product.price.currency] ?? product.price.currency),
    unit: unitLabel(product.unit),
    site: site.name,
  });
  const image = product.images[0] ?? product.image.replace(/\.svg$/, "-400.webp");
  return {
    metadataBase: new URL(data.origin),
    title,
    description,
    alternates: { canonical: productPageHref(product.id) },
    openGraph: openGraphOf({ siteName: site.name, title: product.name, description, url: productPageHref(product.id), image: { url: image, alt: product.name } }),
  };
}

/**
 * /product/{id} (docs/adr/0025-product-page-for-search-engines.md): the product's own page, rendered on the server for
 * visitors from a search engine — everything of spec §3 Product a visitor may see (the list price, codes,
 * facts, stocks, features, description, pictures) with its JSON-LD; ordering goes on in the catalogue's
 * dialog of the same product.
 */
export default async function ProductPage({ params }: TProps) {
  const data = await loadProduct((await params).id);
  if (!data) notFound();
  const { product, site, origin } = data;
  const [t, tc, unitLabel] = await Promise.all([getTranslations("productPage"), getTranslations("catalog"), unitLabelOf()]);
  const sign = SIGNS[product.price.currency] ?? product.price.currency;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd({ product, origin, sellerName: site.name }) }} />
      <nav aria-label={t("breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <IntentLink href={catalogHref({})} className="hover:text-primary">
              {tc("title")}
            </IntentLink>
          </li>
          {product.section ? (
            <li>
              <span aria-hidden>› </span>
              <IntentLink href={catalogHref({ section: product.section.id })} className="hover:text-primary">
                {product.section.name}
              </IntentLink>
            </li>
          ) : null}
        </ol>
      </nav>
      <h1 className="text-2xl leading-snug font-medium break-words">{product.name}</h1>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{tc("article")}:</span>
        <span className="font-mono">{product.article}</span>
        {product.isRecommended ? <span className="rounded bg-secondary/10 px-2 py-0.5 text-xs text-secondary">{tc("product.recommended")}</span> : null}
      </p>
      <div className="grid gap-6 sm:grid-cols-[200px_minmax(0,1fr)]">
        <ProductGallery image={product.image} images={product.images} name={product.name} />
        <div className="min-w-0 space-y-3">
          <p className="text-2xl font-medium">{formatPrice(product.price.value, sign)}</p>
          <p className="text-sm text-muted">
            {tc("unitPrice", { unit: unitLabel(product.unit) })} · {tc("product.vatIncluded", { rate: product.vatRate })}
          </p>
          <IntentLink
            href={catalogHref({ section: product.section?.id, product: String(product.id) })}
            className="inline-block rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark"
          >
            {t("orderInCatalog")}
          </IntentLink>
          <ProductFacts
            product={product}
            brand={
              product.brand ? (
                <IntentLink href={catalogHref({ brands: [product.brand.id] })} className="text-primary hover:underline">
                  {product.brand.name}
                </IntentLink>
              ) : undefined
            }
          />
        </div>
      </div>
      <ProductSections product={product} headingLevel={2} />
    </article>
  );
}
