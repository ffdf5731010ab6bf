"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TListMeta } from "@/lib/contracts/catalog-calls";

/** Previous / next through a paged list, with "page N of M". */
export function OrdersPager({ meta, onPage }: { meta: TListMeta; onPage: (page: number) => void }) {
  const t = useTranslations("orders.pager");
  if (meta.pageCount <= 1) return null;
  return (
    <nav aria-label={t("label")} className="flex items-center justify-center gap-3 py-2">
      <Button type="button" variant="outline" disabled={meta.currentPage <= 1} onClick={() => onPage(meta.currentPage - 1)}>
        {t("prev")}
      </Button>
      <span className="text-sm text-muted">{t("page", { page: meta.currentPage, count: meta.pageCount })}</span>
      <Button type="button" variant="outline" disabled={meta.currentPage >= meta.pageCount} onClick={() => onPage(meta.currentPage + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}
