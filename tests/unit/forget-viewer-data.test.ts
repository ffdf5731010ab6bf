import { QueryClient, QueryObserver, keepPreviousData } from "@tanstack/react-query";
import { forgetViewerData } from "@/lib/client/auth/forget-viewer-data";
import { authQueryKeys, cartKeys, catalogQueryKeys, contentQueryKeys, isPublicQueryKey, orderKeys, shellQueryKeys, type TViewerKey } from "@/lib/client/query-keys";

// Issue 21 item 7: a change of viewer (sign-in, sign-out, a company switch) leaves nothing of the last
// viewer's answers in the tab's query cache, shown or not; public answers stay.

const first: TViewerKey = [7, 70];

function clientWithAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(authQueryKeys.currentUser, { id: 7, companyId: 70 });
  client.setQueryData(cartKeys.cart(null, first), { totals: { positionsCount: 1 } });
  client.setQueryData(orderKeys.list({}, first), { items: [{ id: 1 }] });
  client.setQueryData(shellQueryKeys.company(first), { id: 70, name: "Первая" });
  client.setQueryData(catalogQueryKeys.info(first), { favorites: 3 });
  client.setQueryData(authQueryKeys.siteSettings, { name: "Магазин" });
  client.setQueryData(contentQueryKeys.page("about"), { html: "<p>О нас</p>" });
  return client;
}

describe("the query key registry", () => {
  it("tells public keys from personal ones", () => {
    expect(isPublicQueryKey(authQueryKeys.siteSettings)).toBe(true);
    expect(isPublicQueryKey(contentQueryKeys.feed("news"))).toBe(true);
    expect(isPublicQueryKey(authQueryKeys.addressSuggestions("Мос"))).toBe(true);
    for (const key of [authQueryKeys.currentUser, cartKeys.cart(null, first), orderKeys.detail(1, first), shellQueryKeys.searchSuggest("кабель", first), catalogQueryKeys.prices("1x1", first)]) {
      expect(isPublicQueryKey(key)).toBe(false);
    }
  });

  it("ends every personal key that takes a viewer with it, so two viewers never share an answer", () => {
    const second: TViewerKey = [8, 80];
    expect(cartKeys.cart(null, first)).not.toEqual(cartKeys.cart(null, second));
    expect(cartKeys.cart(null, first).at(-1)).toEqual(first);
    expect(orderKeys.list({ page: "1" }, [7, 71]).at(-1)).toEqual([7, 71]);
  });
});

describe("forgetViewerData", () => {
  it("drops every personal answer, shown or not, and keeps the public ones", async () => {
    const client = clientWithAnswers();
    let fetchedUser = 0;
    // The cart badge is on screen (an observer), the orders list is not.
    const badge = new QueryObserver(client, { queryKey: cartKeys.cart(null, first), queryFn: async () => ({ totals: { positionsCount: 9 } }), enabled: false, placeholderData: keepPreviousData });
    const shown: unknown[] = [];
    const unsubscribe = badge.subscribe((result) => shown.push(result.data));
    const user = new QueryObserver(client, { queryKey: authQueryKeys.currentUser, queryFn: async () => ((fetchedUser += 1), null) });
    const unsubscribeUser = user.subscribe(() => undefined);
    expect(badge.getCurrentResult().data).toEqual({ totals: { positionsCount: 1 } });

    await forgetViewerData(client);

    expect(badge.getCurrentResult().data).toBeUndefined();
    expect(shown.at(-1)).toBeUndefined();
    expect(client.getQueryData(cartKeys.cart(null, first))).toBeUndefined();
    expect(client.getQueryData(orderKeys.list({}, first))).toBeUndefined();
    expect(client.getQueryData(shellQueryKeys.company(first))).toBeUndefined();
    expect(client.getQueryData(catalogQueryKeys.info(first))).toBeUndefined();
    // The viewer itself is read again (with the new token, or none).
    expect(fetchedUser).toBe(1);
    expect(client.getQueryData(authQueryKeys.currentUser)).toBeNull();
    expect(client.getQueryData(authQueryKeys.siteSettings)).toEqual({ name: "Магазин" });
    expect(client.getQueryData(contentQueryKeys.page("about"))).toEqual({ html: "<p>О нас</p>" });
    unsubscribe();
    unsubscribeUser();
  });

  it("does not let a call of the last viewer still in flight land afterwards", async () => {
    const client = clientWithAnswers();
    let answer: (value: unknown) => void = () => undefined;
    const late = client.fetchQuery({ queryKey: orderKeys.detail(5, first), queryFn: () => new Promise((resolve) => (answer = resolve)) });
    await forgetViewerData(client);
    answer({ id: 5, owner: "first" });
    await expect(late).rejects.toBeDefined();
    expect(client.getQueryData(orderKeys.detail(5, first))).toBeUndefined();
  });
});
