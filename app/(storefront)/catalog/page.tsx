import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CatalogScreen } from "@/components/catalog/catalog-screen";
import type { TCatalogConfig, TNumberTexts } from "@/components/catalog/catalog-context";
import { EXPANDED_LEVELS } from "@/lib/client/catalog/catalog-settings";
import { forFirstPaint } from "@/lib/client/catalog/first-paint";
import { openGraphOf } from "@/lib/server/seo/open-graph";
import { canonicalCatalogHref, isIndexableCatalogState, parseProductKey } from "@/lib/shared/catalog-url";
import { enabledModules } from "@/lib/shared/areas";
import { productPageHref } from "@/lib/shared/product-page";
import { DEFAULT_RELATION_WORDS } from "@/lib/shared/relation-keyword";
import { loadCatalog, type TCatalogPageData } from "./load-catalog";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The address's query as one string: the cache key of the request's load. */
async function searchOf(searchParams: TProps["searchParams"]): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params.toString();
}

/** The same heading the screen shows (components/catalog/catalog-heading.tsx headingFor). */
async function headingOf(data: TCatalogPageData): Promise<string> {
  const meta = data.list?.meta;
  if (meta?.title && meta.itemsHeadingI18Key !== "search.heading.catalog") return meta.title;
  const t = await getTranslations("catalog");
  const section = data.sections.find((s) => s.id === data.state.section);
  if (section) return section.text;
  return data.state.keyword ? t("searchHeading", { keyword: data.state.keyword }) : t("title");
}

/** The first render's texts with a number, formatted here so the browser needs no Intl.NumberFormat to hydrate them. */
async function numberTextsOf(data: TCatalogPageData): Promise<TNumberTexts> {
  const t = await getTranslations("catalog");
  const total = data.list?.meta.totalCount;
  return {
    productsCount: total === undefined ? {} : { [total]: t("productsCount", { count: total }) },
    levels: EXPANDED_LEVELS.map((level) => t("panel.levels", { count: level })),
  };
}

export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const data = await loadCatalog(await searchOf(searchParams));
  if (data.isNotFound) return {};
  const t = await getTranslations("catalog");
  const heading = await headingOf(data);
  const page = data.state.page ?? 1;
  const count = t("productsCount", { count: data.list?.meta.totalCount ?? 0 });
  const title = `${page > 1 ? `${heading}, ${t("pageTitle", { page })}` : heading} — ${data.site.name}`;
  const description = data.list?.meta.description ?? t("metaDescription", { section: heading, site: data.site.name, count });
  // The dialog of a catalogue product (`?product={id}`) names the product's own page as its canonical address.
  const dialog = parseProductKey(data.state.product);
  const canonical = dialog?.kind === "catalog" ? productPageHref(dialog.id) : canonicalCatalogHref(data.state);
  return {
    metadataBase: new URL(data.origin),
    title,
    description,
    alternates: { canonical },
    robots: isIndexableCatalogState(data.state) ? undefined : { index: false, follow: true },
    openGraph: openGraphOf({ siteName: data.site.name, title, description, url: canonical }),
  };
}

/**
 * /catalog (spec §2). The server renders the first page for visitors and search engines — heading,
 * products with codes and prices, pagination links, JSON-LD — and the browser takes over from there.
 */
export default async function CatalogPage({ searchParams }: TProps) {
  const search = await searchOf(searchParams);
  const data = await loadCatalog(search);
  if (data.isNotFound) notFound();
  const { site } = data;
  const config: TCatalogConfig = {
    siteName: site.name,
    defaultSort: site.config.defaultSort ?? null,
    searchKeywords: site.config.searchKeywords ?? DEFAULT_RELATION_WORDS,
    currentPriceForUnauthorized: site.settings.currentPriceForUnauthorized,
    analyticsSkipped: site.config.b2bAnalytics?.enabled === true,
    currencySign: data.info.currency.sign,
    // The cart API (POST /api/v1/cart/items) is part of the app: amounts and "add to cart" are offered.
    hasCart: true,
    hasOffers: enabledModules(site).includes("offers"),
    numberTexts: await numberTextsOf(data),
  };
  return (
    <CatalogScreen
      initialList={data.list ? forFirstPaint(data.list) : null}
      initialListQuery={data.listQuery}
      initialFacets={data.facets}
      initialFacetsQuery={data.facetsQuery}
      info={data.info}
      sections={data.sections}
      config={config}
      isPhoneGuess={data.isPhoneGuess}
      jsonLd={data.list ? { origin: data.origin, pageHref: canonicalCatalogHref(data.state), name: await headingOf(data) } : null}
    />
  );
}
