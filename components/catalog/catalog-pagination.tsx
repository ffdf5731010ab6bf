import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { catalogHref, type TCatalogUrlState } from "@/lib/shared/catalog-url";

/** Plain links (crawlable, work without scripts): first, previous, a window around the page, next, last. */
export async function CatalogPagination({ state, pageCount }: { state: TCatalogUrlState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("catalog");
  const current = Math.min(state.page, pageCount);
  const from = Math.max(1, current - 2);
  const to = Math.min(pageCount, current + 2);
  const pages = new Set<number>([1, pageCount]);
  for (let p = from; p <= to; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const href = (page: number) => catalogHref({ ...state, page });
  const cell = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-line bg-white px-3 text-sm";
  return (
    <nav aria-label={t("pagination")} className="mt-6 flex flex-wrap items-center gap-2">
      {current > 1 ? (
        <Link rel="prev" href={href(current - 1)} className={`${cell} hover:border-primary`}>
          {t("prev")}
        </Link>
      ) : null}
      {sorted.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - sorted[i - 1] > 1 ? <span className="text-muted">…</span> : null}
          {p === current ? (
            <span aria-current="page" className={`${cell} border-primary bg-primary text-white`}>
              {p}
            </span>
          ) : (
            <Link href={href(p)} className={`${cell} hover:border-primary`} aria-label={t("pageOf", { page: p, pages: pageCount })}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {current < pageCount ? (
        <Link rel="next" href={href(current + 1)} className={`${cell} hover:border-primary`}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
