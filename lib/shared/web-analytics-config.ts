/**
 * What the browser needs to send the spec §9 goals, Google events and e-commerce data (ADR
 * 0022-i22-shell): decided on the server from the site's b2bAnalytics configuration, written into the
 * page as JSON (#b2b-web-analytics) and read by lib/client/web-analytics.ts.
 */
export type TWebAnalyticsConfig = {
  /** The web-analytics counter that receives goals and virtual page views; null: no goals. */
  counterId: string | null;
  /** Push the e-commerce data layer (window.dataLayer, `ecommerce` objects). */
  ecommerce: boolean;
  /** Send Google events (gtag over window.dataLayer). */
  google: boolean;
  currency: string;
};

export const WEB_ANALYTICS_CONFIG_ID = "b2b-web-analytics";

type TModule = { enabled: boolean; ecommerce?: boolean; strict?: boolean } | undefined;

/**
 * The counter's goals go only where the counter id is configured. Its module's `enabled` flag is
 * honoured when the module is `strict`; a non-strict module follows the counter id alone (a seller
 * who pasted an id expects goals). The e-commerce layer needs goals on and `ecommerce`. Google events
 * need the google module enabled.
 */
export function webAnalyticsConfigOf(input: { counterId: string | null; modules: Record<string, TModule> | undefined; currency: string }): TWebAnalyticsConfig {
  const metrika = input.modules?.yandexMetrika;
  const goals = input.counterId !== null && (metrika?.strict === true ? metrika.enabled : true);
  return {
    counterId: goals ? input.counterId : null,
    ecommerce: goals && metrika?.ecommerce === true,
    google: input.modules?.google?.enabled === true,
    currency: input.currency,
  };
}
