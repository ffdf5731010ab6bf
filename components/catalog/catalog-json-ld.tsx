"use client";

import { useMemo } from "react";
import type { TProductList } from "@/lib/contracts/catalog";
import { catalogJsonLd, type TCatalogJsonLdPage } from "@/lib/shared/catalog-json-ld";

/**
 * The first page's JSON-LD (schema.org ItemList), in the server's HTML for search engines. Built from the
 * list the screen hydrates with, not sent by the server as an element of its own: a server element
 * travels twice, in the HTML and again in the page data (issue 20).
 */
export function CatalogJsonLd({ list, page }: { list: TProductList; page: TCatalogJsonLdPage }) {
  const json = useMemo(() => catalogJsonLd({ list, ...page }), [list, page]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
