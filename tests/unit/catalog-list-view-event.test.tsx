import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CatalogEvents } from "@/components/catalog/catalog-events";
import { CatalogContextProvider, type TCatalogContext } from "@/components/catalog/catalog-context";
import { listViewEvent } from "@/lib/client/catalog/list-view-event";
import { ZAnalyticsEventRequest } from "@/lib/contracts/analytics";
import type { TProduct, TProductListMeta } from "@/lib/contracts/catalog";
import { parseCatalogUrl } from "@/lib/shared/catalog-url";
import ru from "@/messages/ru.json";
import { answerCalls, bodiesSentTo, call } from "./auth-api-mock";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

beforeEach(() => call.mockReset());
const listViews = () => (bodiesSentTo("v2/analytics/event") as { type: string; data: { pageNumber: number; segment: string } }[]).filter((b) => b.type.endsWith("LIST_VIEW"));

const product = (id: number) => ({ id, name: `Автомат ВА47-29 ${id}`, currentPrice: "512.40" }) as TProduct;
const meta = (over: Partial<TProductListMeta> = {}): TProductListMeta => ({
  currentPage: 2,
  pageCount: 5,
  totalCount: 90,
  perPage: 20,
  searchLogUuid: "6f1c2a52-43a8-4f1e-9d7a-4a1f0d2b9e11",
  title: "Автоматы",
  description: null,
  hasInitialItem: false,
  itemsHeadingI18Key: "search.heading.results",
  correctedKeyword: null,
  ...over,
});

describe("the catalogue's list-view event (spec §7 analytics: a list-view type given by the caller)", () => {
  it("names the list, carries the page, the products' positions in the whole list and what made the list", () => {
    const event = listViewEvent({ keyword: "автомат", section: undefined, infavorite: false }, meta({ correctedKeyword: "автоматы" }), [product(11), product(12)]);
    expect(event).toEqual({
      type: "CATALOG_LIST_VIEW",
      data: {
        segment: "search",
        pageNumber: 2,
        listId: "6f1c2a52-43a8-4f1e-9d7a-4a1f0d2b9e11",
        searchTerm: "автоматы",
        products: [
          { id: 11, name: "Автомат ВА47-29 11", price: "512.40", position: 21 },
          { id: 12, name: "Автомат ВА47-29 12", price: "512.40", position: 22 },
        ],
      },
    });
    // What the client sends is what the server accepts.
    expect(ZAnalyticsEventRequest.safeParse(event).success).toBe(true);
  });

  it("is FAVORITES_LIST_VIEW for the favourites, a section's list carries its id, and an empty page sends nothing", () => {
    const favourites = listViewEvent({ section: 7, infavorite: true }, meta({ searchLogUuid: null }), [product(1)]);
    expect(favourites?.type).toBe("FAVORITES_LIST_VIEW");
    expect(favourites?.data).toMatchObject({ segment: "section", categoryId: 7 });
    expect(favourites?.data).not.toHaveProperty("listId");
    expect(ZAnalyticsEventRequest.safeParse(favourites).success).toBe(true);
    expect(listViewEvent({ infavorite: false }, meta(), [])).toBeNull();
    expect(listViewEvent({ infavorite: false }, meta(), [product(1)])?.data.segment).toBe("catalog");
  });

  it("is posted once per page shown by the catalogue, not again on a re-render of the same page, and not when the site counts itself", () => {
    answerCalls({ "v2/analytics/event": () => ({ success: true }) });
    const context = (analyticsSkipped: boolean, query: string) =>
      ({ state: parseCatalogUrl(new URLSearchParams(query)), config: { analyticsSkipped, siteName: "Электро-Опт" }, sections: [] }) as unknown as TCatalogContext;
    const view = (analyticsSkipped: boolean, query: string, pages: { meta: TProductListMeta; items: TProduct[] }[]) => (
      <NextIntlClientProvider locale="ru" messages={ru}>
        <CatalogContextProvider value={context(analyticsSkipped, query)}>
          <CatalogEvents meta={pages[0]?.meta ?? null} firstItems={pages[0]?.items ?? []} listView={{ key: query, pages }} />
        </CatalogContextProvider>
      </NextIntlClientProvider>
    );
    const page2 = { meta: meta(), items: [product(21), product(22)] };
    const { rerender } = render(view(false, "page=2", [page2]));
    rerender(view(false, "page=2", [{ ...page2, items: [...page2.items] }]));
    expect(listViews()).toHaveLength(1);
    expect(listViews()[0]).toMatchObject({ type: "CATALOG_LIST_VIEW", data: { pageNumber: 2, segment: "catalog" } });
    rerender(view(false, "page=3", [{ meta: meta({ currentPage: 3 }), items: [product(41)] }]));
    // Back to page 2: another view of it.
    rerender(view(false, "page=2", [page2]));
    expect(listViews().map((b) => b.data.pageNumber)).toEqual([2, 3, 2]);
    call.mockClear();
    rerender(view(true, "page=4", [{ meta: meta({ currentPage: 4 }), items: [product(61)] }]));
    expect(listViews()).toHaveLength(0);
  });

  it("on phones sends each page the endless list loads, once", () => {
    answerCalls({ "v2/analytics/event": () => ({ success: true }) });
    const context = { state: parseCatalogUrl(new URLSearchParams("keyword=кабель")), config: { analyticsSkipped: false, siteName: "Электро-Опт" }, sections: [] } as unknown as TCatalogContext;
    const view = (pages: { meta: TProductListMeta; items: TProduct[] }[]) => (
      <NextIntlClientProvider locale="ru" messages={ru}>
        <CatalogContextProvider value={context}>
          <CatalogEvents meta={pages[0].meta} firstItems={pages[0].items} listView={{ key: "keyword=кабель", pages }} />
        </CatalogContextProvider>
      </NextIntlClientProvider>
    );
    const first = { meta: meta({ currentPage: 1 }), items: [product(1)] };
    const second = { meta: meta({ currentPage: 2 }), items: [product(2)] };
    const { rerender } = render(view([first]));
    rerender(view([first, second]));
    rerender(view([first, second]));
    expect(listViews().map((b) => [b.data.pageNumber, b.data.segment])).toEqual([
      [1, "search"],
      [2, "search"],
    ]);
  });
});
