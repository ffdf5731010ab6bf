import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CatalogProductList } from "@/components/catalog/catalog-product-list";
import { CatalogPagination } from "@/components/catalog/catalog-pagination";
import { CatalogSectionNav } from "@/components/catalog/catalog-section-nav";
import { listCatalogPage } from "@/lib/server/catalog/list-catalog-page";
import { listSectionTree } from "@/lib/server/catalog/list-section-tree";
import { getRequestSite } from "@/lib/server/http/request-site";
import { catalogHref, parseCatalogUrl } from "@/lib/shared/catalog-url";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(searchParams: TProps["searchParams"]) {
  const site = await getRequestSite();
  const state = parseCatalogUrl(await searchParams);
  const [page, tree] = await Promise.all([
    listCatalogPage({ site }, { page: state.page, pageSize: state.pageSize, sectionId: state.section }),
    listSectionTree({ site }),
  ]);
  if (!page) notFound();
  return { site, state, page, tree };
}

export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const { site, state, page } = await load(searchParams);
  const t = await getTranslations("catalog");
  const heading = page.section?.name ?? t("title");
  return {
    title: `${heading} — ${site.name}`,
    description: t("metaDescription", { section: heading, site: site.name, count: t("productsCount", { count: page.meta.totalCount }) }),
    alternates: { canonical: catalogHref(state) },
  };
}

export default async function CatalogPage({ searchParams }: TProps) {
  const { state, page, tree } = await load(searchParams);
  const t = await getTranslations("catalog");
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <CatalogSectionNav tree={tree} activeId={state.section} />
      <div className="min-w-0 flex-1">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-medium">{page.section?.name ?? t("title")}</h1>
          <p className="text-sm text-muted">
            {t("productsCount", { count: page.meta.totalCount })} · {t("vatIncluded")}
          </p>
        </div>
        {page.items.length === 0 ? <p className="py-12 text-center text-muted">{t("empty")}</p> : <CatalogProductList items={page.items} />}
        <CatalogPagination state={state} pageCount={page.meta.pageCount} />
      </div>
    </div>
  );
}
