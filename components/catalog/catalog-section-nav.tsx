import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { TSectionNode } from "@/lib/contracts/catalog-page";
import { catalogHref } from "@/lib/shared/catalog-url";

/** Top-level sections always; below them the branch that leads to the active section, and its children. */
export async function CatalogSectionNav({ tree, activeId }: { tree: TSectionNode[]; activeId?: number }) {
  const t = await getTranslations("catalog");
  const active = tree.find((s) => s.id === activeId);
  const openIds = new Set(active ? active.path.split(".").map(Number) : []);
  const childrenOf = (parentId: number | null) => tree.filter((s) => s.parentId === parentId);
  const renderLevel = (parentId: number | null) => (
    <ul className={parentId === null ? "space-y-1" : "mt-1 space-y-1 border-l border-line pl-3"}>
      {childrenOf(parentId).map((s) => (
        <li key={s.id}>
          <Link
            href={catalogHref({ page: 1, pageSize: 20, section: s.id })}
            aria-current={s.id === activeId ? "page" : undefined}
            className={s.id === activeId ? "font-medium text-primary" : "hover:text-primary"}
          >
            {s.name}
          </Link>
          {openIds.has(s.id) && childrenOf(s.id).length > 0 ? renderLevel(s.id) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t("sections")} className="shrink-0 text-sm lg:w-72">
      <h2 className="mb-3 font-condensed text-lg font-bold">{t("sections")}</h2>
      <Link href="/catalog" className={activeId === undefined ? "mb-2 block font-medium text-primary" : "mb-2 block hover:text-primary"}>
        {t("allSections")}
      </Link>
      {renderLevel(null)}
    </nav>
  );
}
