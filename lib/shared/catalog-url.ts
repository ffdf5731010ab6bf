import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const positiveInt = z.coerce.number().int().positive();

export type TCatalogUrlState = { page: number; pageSize: number; section?: number };

type TSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the catalogue keys this page understands from the query; malformed values fall back to defaults. */
export function parseCatalogUrl(params: TSearchParams): TCatalogUrlState {
  const page = positiveInt.safeParse(first(params.page));
  const pageSize = positiveInt.max(MAX_PAGE_SIZE).safeParse(first(params.pageSize));
  const section = positiveInt.safeParse(first(params.section));
  return {
    page: page.success ? page.data : 1,
    pageSize: pageSize.success ? pageSize.data : DEFAULT_PAGE_SIZE,
    ...(section.success ? { section: section.data } : {}),
  };
}

/** Writes the state back as a /catalog address: page only from 1 up, pageSize only when not 20. */
export function catalogHref(state: TCatalogUrlState): string {
  const params = new URLSearchParams();
  if (state.section !== undefined) params.set("section", String(state.section));
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(state.pageSize));
  const query = params.toString();
  return query ? `/catalog?${query}` : "/catalog";
}
