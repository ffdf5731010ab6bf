import { analyticsCalls, resetWebAnalyticsConfig, trackAction } from "@/lib/client/web-analytics";
import { WEB_ANALYTICS_CONFIG_ID, webAnalyticsConfigOf, type TWebAnalyticsConfig } from "@/lib/shared/web-analytics-config";

const all: TWebAnalyticsConfig = { counterId: "98765432", ecommerce: true, google: true, currency: "RUB" };
const drill = { id: 7, name: "Дрель ударная", price: "4990.00" };

describe("web analytics mapping (spec §9 goals, Google events, virtual paths)", () => {
  it("a search sends the search-{term} goal and the search event", () => {
    expect(analyticsCalls({ type: "search", term: "кабель ВВГ" }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "search-кабель ВВГ"] },
      { to: "google", args: ["event", "search", { search_term: "кабель ВВГ" }] },
    ]);
    expect(analyticsCalls({ type: "search", term: "   " }, all)).toEqual([]);
    const long = analyticsCalls({ type: "search", term: "я".repeat(500) }, all)[0];
    expect(long?.to === "counter" && String(long.args[2]).length).toBe("search-".length + 100);
  });

  it("the product dialog: goal, virtual path, view_item and the e-commerce detail on open; goal and path on close", () => {
    expect(analyticsCalls({ type: "productDialog", state: "open", product: drill }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "product-dialog-open"] },
      { to: "counter", args: [98765432, "hit", "/_product-dialog-open"] },
      { to: "google", args: ["event", "view_item", { currency: "RUB", items: [{ item_id: "7", item_name: "Дрель ударная", price: 4990 }] }] },
      { to: "dataLayer", value: { ecommerce: { currencyCode: "RUB", detail: { products: [{ id: "7", name: "Дрель ударная", price: 4990 }] } } } },
    ]);
    expect(analyticsCalls({ type: "productDialog", state: "close" }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "product-dialog-close"] },
      { to: "counter", args: [98765432, "hit", "/_product-dialog-close"] },
    ]);
  });

  it("appending a product: the goal and /_product-append-to-{target}; add_to_cart and the e-commerce add only for the cart", () => {
    expect(analyticsCalls({ type: "productAppend", target: "cart", product: { ...drill, amount: 3 } }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "product-append-to-cart"] },
      { to: "counter", args: [98765432, "hit", "/_product-append-to-cart"] },
      { to: "google", args: ["event", "add_to_cart", { currency: "RUB", items: [{ item_id: "7", item_name: "Дрель ударная", price: 4990, quantity: 3 }] }] },
      { to: "dataLayer", value: { ecommerce: { currencyCode: "RUB", add: { products: [{ id: "7", name: "Дрель ударная", price: 4990, quantity: 3 }] } } } },
    ]);
    expect(analyticsCalls({ type: "productAppend", target: "specification", product: { id: 7, name: "Дрель", amount: 1 } }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "product-append-to-specification"] },
      { to: "counter", args: [98765432, "hit", "/_product-append-to-specification"] },
    ]);
  });

  it("the order: order-cart and cart_order at checkout; order-create-success, purchase and the e-commerce purchase once placed", () => {
    expect(analyticsCalls({ type: "cartOrder" }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "order-cart"] },
      { to: "google", args: ["event", "cart_order", {}] },
    ]);
    expect(analyticsCalls({ type: "orderCreated", orderId: 41, total: "9980.00", items: [{ ...drill, amount: 2 }] }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "order-create-success", { order_id: 41 }] },
      { to: "google", args: ["event", "purchase", { transaction_id: "41", value: 9980, currency: "RUB", items: [{ item_id: "7", item_name: "Дрель ударная", price: 4990, quantity: 2 }] }] },
      { to: "dataLayer", value: { ecommerce: { currencyCode: "RUB", purchase: { actionField: { id: "41", revenue: 9980 }, products: [{ id: "7", name: "Дрель ударная", price: 4990, quantity: 2 }] } } } },
    ]);
  });

  it("documents, specifications, sign-up and the panel", () => {
    expect(analyticsCalls({ type: "downloadDoc", id: 12 }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "downloadDoc-12"] },
      { to: "google", args: ["event", "download_doc", { document_id: "12" }] },
    ]);
    expect(analyticsCalls({ type: "specification", action: "copy" }, all)).toEqual([{ to: "counter", args: [98765432, "reachGoal", "specification-copy"] }]);
    expect(analyticsCalls({ type: "closeSpecAdaptive" }, all)).toEqual([{ to: "google", args: ["event", "close_spec_adaptive", {}] }]);
    expect(analyticsCalls({ type: "signUpSuccess" }, all)).toEqual([
      { to: "counter", args: [98765432, "reachGoal", "signUp-success-dialog"] },
      { to: "google", args: ["event", "sign_up", {}] },
    ]);
    expect(analyticsCalls({ type: "pinCatalogPanel", pinned: false }, all)).toEqual([{ to: "google", args: ["event", "pin_catalog_panel", { pinned: false }] }]);
  });

  it("sends only to what the site configured", () => {
    const counterOnly = { ...all, ecommerce: false, google: false };
    expect(analyticsCalls({ type: "productAppend", target: "cart", product: drill }, counterOnly).map((c) => c.to)).toEqual(["counter", "counter"]);
    const googleOnly = { ...all, counterId: null, ecommerce: false };
    expect(analyticsCalls({ type: "orderCreated", orderId: 1, total: "1.00", items: [] }, googleOnly).map((c) => c.to)).toEqual(["google"]);
    expect(analyticsCalls({ type: "signUpSuccess" }, { ...all, counterId: null, ecommerce: false, google: false })).toEqual([]);
  });
});

describe("the site's configuration (b2bAnalytics modules)", () => {
  const modules = (metrika: { enabled: boolean; ecommerce?: boolean; strict?: boolean }, google = false) => ({ yandexMetrika: metrika, google: { enabled: google } });

  it("no counter id: no goals and no e-commerce, whatever the module says", () => {
    expect(webAnalyticsConfigOf({ counterId: null, modules: modules({ enabled: true, ecommerce: true }), currency: "RUB" })).toEqual({ counterId: null, ecommerce: false, google: false, currency: "RUB" });
  });

  it("a strict module is honoured: disabled means no goals; a non-strict one follows the counter id", () => {
    expect(webAnalyticsConfigOf({ counterId: "1", modules: modules({ enabled: false, ecommerce: true, strict: true }), currency: "RUB" }).counterId).toBeNull();
    expect(webAnalyticsConfigOf({ counterId: "1", modules: modules({ enabled: true, ecommerce: true, strict: true }), currency: "RUB" })).toMatchObject({ counterId: "1", ecommerce: true });
    expect(webAnalyticsConfigOf({ counterId: "1", modules: modules({ enabled: false, strict: false }), currency: "RUB" })).toMatchObject({ counterId: "1", ecommerce: false });
  });

  it("Google events only with the google module enabled", () => {
    expect(webAnalyticsConfigOf({ counterId: null, modules: modules({ enabled: false }, true), currency: "RUB" }).google).toBe(true);
    expect(webAnalyticsConfigOf({ counterId: null, modules: undefined, currency: "RUB" }).google).toBe(false);
  });
});

describe("trackAction on the page", () => {
  type TWin = Window & { ym?: unknown; dataLayer?: unknown[]; gtag?: unknown };
  const w = window as TWin;
  const setConfig = (config: TWebAnalyticsConfig | null) => {
    document.getElementById(WEB_ANALYTICS_CONFIG_ID)?.remove();
    if (config) document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${WEB_ANALYTICS_CONFIG_ID}">${JSON.stringify(config)}</script>`);
    resetWebAnalyticsConfig();
  };
  afterEach(() => {
    delete w.ym;
    delete w.dataLayer;
    delete w.gtag;
    setConfig(null);
  });

  it("nothing is sent on a page without the configuration", () => {
    trackAction({ type: "signUpSuccess" });
    expect(w.ym).toBeUndefined();
    expect(w.dataLayer).toBeUndefined();
  });

  it("queues counter calls until the tag arrives and pushes Google events in gtag's format", () => {
    setConfig(all);
    trackAction({ type: "signUpSuccess" });
    expect((w.ym as { a: unknown[][] }).a).toEqual([[98765432, "reachGoal", "signUp-success-dialog"]]);
    expect((w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([["event", "sign_up", {}]]);
  });

  it("a failing counter stays silent, and Google still gets its event", () => {
    setConfig(all);
    w.ym = () => {
      throw new Error("counter broke");
    };
    const gtag = jest.fn();
    w.gtag = gtag;
    expect(() => trackAction({ type: "signUpSuccess" })).not.toThrow();
    expect(gtag).toHaveBeenCalledWith("event", "sign_up", {});
  });

  it("an unreadable configuration sends nothing and throws nothing", () => {
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${WEB_ANALYTICS_CONFIG_ID}">{broken</script>`);
    resetWebAnalyticsConfig();
    expect(() => trackAction({ type: "signUpSuccess" })).not.toThrow();
    expect(w.ym).toBeUndefined();
  });
});
