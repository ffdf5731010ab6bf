import { resetWebAnalyticsConfig } from "@/lib/client/web-analytics";
import { WEB_ANALYTICS_CONFIG_ID, type TWebAnalyticsConfig } from "@/lib/shared/web-analytics-config";

type TWin = Window & { ym?: (...args: unknown[]) => void; dataLayer?: unknown[] };

export const STUB_COUNTER_ID = 98765432;

/**
 * A stand-in web-analytics counter for component tests: the page's configuration script as the layout
 * writes it (goals, e-commerce and Google on) and a `ym` that records its calls, so a screen's goals
 * travel the real path (trackAction → analyticsCalls → the counter and the data layer).
 */
export function installStubCounter() {
  const w = window as TWin;
  const config: TWebAnalyticsConfig = { counterId: String(STUB_COUNTER_ID), ecommerce: true, google: true, currency: "RUB" };
  const seen: unknown[][] = [];
  document.getElementById(WEB_ANALYTICS_CONFIG_ID)?.remove();
  document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${WEB_ANALYTICS_CONFIG_ID}">${JSON.stringify(config)}</script>`);
  resetWebAnalyticsConfig();
  w.ym = (...args: unknown[]) => void seen.push(args);
  w.dataLayer = [];
  const googleCalls = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return {
    goals: () => seen.filter((args) => args[1] === "reachGoal").map((args) => args[2]),
    hits: () => seen.filter((args) => args[1] === "hit").map((args) => args[2]),
    googleEvents: () => googleCalls().filter((args) => args[0] === "event").map((args) => args[1]),
    /** Google events with their parameters. */
    google: () => googleCalls().filter((args) => args[0] === "event").map((args) => [args[1], args[2]]),
    uninstall: () => {
      delete w.ym;
      delete w.dataLayer;
      document.getElementById(WEB_ANALYTICS_CONFIG_ID)?.remove();
      resetWebAnalyticsConfig();
    },
  };
}
