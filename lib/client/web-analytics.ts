import { WEB_ANALYTICS_CONFIG_ID, type TWebAnalyticsConfig } from "@/lib/shared/web-analytics-config";

/**
 * Spec §9 web analytics: the counter's goals and virtual page views, Google events and the counter's
 * e-commerce data layer, all sent from here (ADR 0024). `analyticsCalls` is the mapping
 * (pure, unit-tested); `trackAction` runs it against the page's configuration. Nothing is sent when
 * the site configures nothing, and a failing counter never reaches the visitor.
 */

export type TTrackedProduct = { id: number; name: string; price?: string | number | null; amount?: number; brand?: string | null };

export type TAnalyticsAction =
  | { type: "search"; term: string }
  | { type: "productDialog"; state: "open" | "close"; product?: TTrackedProduct }
  | { type: "productAppend"; target: "cart" | "specification"; product: TTrackedProduct }
  | { type: "cartOrder" }
  | { type: "orderCreated"; orderId: number; total: string; items: TTrackedProduct[] }
  | { type: "downloadDoc"; id: number | string }
  | { type: "specification"; action: string }
  | { type: "closeSpecAdaptive" }
  | { type: "signUpSuccess" }
  | { type: "pinCatalogPanel"; pinned: boolean };

export type TAnalyticsCall =
  | { to: "counter"; args: unknown[] }
  | { to: "google"; args: unknown[] }
  | { to: "dataLayer"; value: Record<string, unknown> };

const MAX_GOAL_PART = 100;

/** A goal's variable part: trimmed and bounded (a search term can be anything a visitor typed). */
const part = (value: string | number) => String(value).trim().slice(0, MAX_GOAL_PART);

const priceOf = (price: TTrackedProduct["price"]) => (price === null || price === undefined || price === "" ? undefined : Number(price));

function ecommerceProduct(product: TTrackedProduct) {
  return { id: String(product.id), name: product.name, ...(priceOf(product.price) !== undefined ? { price: priceOf(product.price) } : {}), ...(product.brand ? { brand: product.brand } : {}), ...(product.amount !== undefined ? { quantity: product.amount } : {}) };
}

function googleItem(product: TTrackedProduct) {
  return { item_id: String(product.id), item_name: product.name, ...(priceOf(product.price) !== undefined ? { price: priceOf(product.price) } : {}), ...(product.amount !== undefined ? { quantity: product.amount } : {}) };
}

/** Which calls an action makes under a configuration: counter goals and hits, Google events, e-commerce pushes. */
export function analyticsCalls(action: TAnalyticsAction, config: TWebAnalyticsConfig): TAnalyticsCall[] {
  const calls: TAnalyticsCall[] = [];
  const counter = config.counterId === null ? null : Number(config.counterId);
  const goal = (name: string, params?: Record<string, unknown>) => {
    if (counter !== null) calls.push({ to: "counter", args: params ? [counter, "reachGoal", name, params] : [counter, "reachGoal", name] });
  };
  const hit = (path: string) => {
    if (counter !== null) calls.push({ to: "counter", args: [counter, "hit", path] });
  };
  const event = (name: string, params: Record<string, unknown> = {}) => {
    if (config.google) calls.push({ to: "google", args: ["event", name, params] });
  };
  const ecommerce = (kind: string, body: Record<string, unknown>) => {
    if (config.ecommerce) calls.push({ to: "dataLayer", value: { ecommerce: { currencyCode: config.currency, [kind]: body } } });
  };

  switch (action.type) {
    case "search":
      if (!action.term.trim()) return calls;
      goal(`search-${part(action.term)}`);
      event("search", { search_term: action.term.slice(0, 200) });
      return calls;
    case "productDialog":
      goal(`product-dialog-${action.state}`);
      hit(`/_product-dialog-${action.state}`);
      if (action.state === "open" && action.product) {
        event("view_item", { currency: config.currency, items: [googleItem(action.product)] });
        ecommerce("detail", { products: [ecommerceProduct(action.product)] });
      }
      return calls;
    case "productAppend":
      goal(`product-append-to-${action.target}`);
      hit(`/_product-append-to-${action.target}`);
      if (action.target === "cart") {
        event("add_to_cart", { currency: config.currency, items: [googleItem(action.product)] });
        ecommerce("add", { products: [ecommerceProduct(action.product)] });
      }
      return calls;
    case "cartOrder":
      goal("order-cart");
      event("cart_order");
      return calls;
    case "orderCreated":
      goal("order-create-success", { order_id: action.orderId });
      event("purchase", { transaction_id: String(action.orderId), value: Number(action.total), currency: config.currency, items: action.items.map(googleItem) });
      ecommerce("purchase", { actionField: { id: String(action.orderId), revenue: Number(action.total) }, products: action.items.map(ecommerceProduct) });
      return calls;
    case "downloadDoc":
      goal(`downloadDoc-${part(action.id)}`);
      event("download_doc", { document_id: String(action.id) });
      return calls;
    case "specification":
      goal(`specification-${part(action.action)}`);
      return calls;
    case "closeSpecAdaptive":
      event("close_spec_adaptive");
      return calls;
    case "signUpSuccess":
      goal("signUp-success-dialog");
      event("sign_up");
      return calls;
    case "pinCatalogPanel":
      event("pin_catalog_panel", { pinned: action.pinned });
      return calls;
  }
}

type TAnalyticsWindow = Window & { ym?: (...args: unknown[]) => void; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let cached: TWebAnalyticsConfig | null | undefined;

/** The page's configuration (#b2b-web-analytics, written by the storefront layout); null when absent or unreadable. */
function readConfig(): TWebAnalyticsConfig | null {
  if (cached !== undefined) return cached;
  try {
    const text = document.getElementById(WEB_ANALYTICS_CONFIG_ID)?.textContent;
    cached = text ? (JSON.parse(text) as TWebAnalyticsConfig) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** For tests: forget the configuration read from the page. */
export function resetWebAnalyticsConfig() {
  cached = undefined;
}

function send(call: TAnalyticsCall, w: TAnalyticsWindow) {
  if (call.to === "counter") {
    // The counter's own queue (the layout's snippet defines the same one): calls made before tag.js arrives wait in it.
    w.ym ??= Object.assign((...args: unknown[]) => (w.ym as unknown as { a: unknown[] }).a.push(args), { a: [] as unknown[] });
    w.ym(...call.args);
    return;
  }
  w.dataLayer ??= [];
  if (call.to === "dataLayer") {
    w.dataLayer.push(call.value);
    return;
  }
  if (w.gtag) w.gtag(...call.args);
  // gtag's own format: the `arguments` object pushed as it is, which a tag manager on the page reads.
  else
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag.js recognises only an Arguments object
      w.dataLayer?.push(arguments);
    })(...call.args);
}

/** Sends an action's goals and events where the site configured them; never throws. */
export function trackAction(action: TAnalyticsAction): void {
  if (typeof window === "undefined") return;
  const config = readConfig();
  if (!config) return;
  for (const call of analyticsCalls(action, config)) {
    try {
      send(call, window as TAnalyticsWindow);
    } catch {
      // Spec §8: analytics failures are silent; a broken counter must not break the shop nor the other services.
    }
  }
}
