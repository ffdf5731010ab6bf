import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/shared/money";
import type { TCatalogPageItem } from "@/lib/contracts/catalog-page";

export async function CatalogProductList({ items }: { items: TCatalogPageItem[] }) {
  const t = await getTranslations("catalog");
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white" data-testid="product-list">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-4 p-3" data-testid="product-row">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVGs need no optimisation */}
          <img src={item.imagePath} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded" />
          <div className="min-w-0 flex-1">
            <p className="font-medium leading-snug">{item.name}</p>
            <p className="mt-1 text-xs text-muted">
              {t("article")}: <span className="font-mono">{item.article}</span>
              {item.brand ? ` · ${t("brand")}: ${item.brand}` : null}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="font-medium whitespace-nowrap">{formatMoney(item.price)}</p>
            <p className="text-xs text-muted">{t("unitPrice", { unit: item.unit })}</p>
            <p className={item.stock > 0 ? "text-xs text-secondary" : "text-xs text-muted"}>
              {item.stock > 0 ? `${t("inStock")}: ${item.stock}` : t("outOfStock")}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
