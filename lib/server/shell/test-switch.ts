import "server-only";
import { escapeHtml } from "@/lib/shared/escape-html";
import { sanitizeHtml } from "../html/sanitize-html";
import { getEnv } from "../env";
import { webAnalyticsOf, type TShellConfig } from "./shell-config";

/**
 * Test-only switches for the e2e suite. They work only when the server runs with B2B_TEST_SWITCHES=1
 * (playwright.config.ts sets it); in every other deployment these cookies mean nothing.
 * - B2B_TEST_STATE=503 renders the unavailable page, =500 fails the storefront render;
 * - B2B_TEST_NOTICE=shown|hidden gives the site an important notice (shown, or hidden by configuration);
 * - B2B_TEST_REGIONAL=1 turns the regional message on;
 * - B2B_TEST_COUNTER=<digits> gives the site a web-analytics counter id;
 * - B2B_TEST_ANALYTICS=<words> (comma-separated: ecommerce, google, strict) turns those analytics modules' flags on.
 */
export const testCookies = { state: "B2B_TEST_STATE", notice: "B2B_TEST_NOTICE", regional: "B2B_TEST_REGIONAL", counter: "B2B_TEST_COUNTER", analytics: "B2B_TEST_ANALYTICS" } as const;

export type TForcedState = "503" | "500";
type TEnv = { B2B_TEST_SWITCHES?: string };

/** The switch as the server's environment says (lib/server/env.ts). */
const serverEnv = (): TEnv => ({ B2B_TEST_SWITCHES: getEnv().B2B_TEST_SWITCHES });

function isOn(env: TEnv): boolean {
  return env.B2B_TEST_SWITCHES === "1";
}

export function readForcedState(cookieValue: string | undefined, env: TEnv = serverEnv()): TForcedState | null {
  if (!isOn(env)) return null;
  return cookieValue === "503" || cookieValue === "500" ? cookieValue : null;
}

/** The site's third parties with the counter test cookie applied (the proxy's policy must allow what the page loads). */
export function withTestCounter<T extends Pick<TShellConfig, "webAnalytics">>(config: T, counterCookie: string | undefined, env: TEnv = serverEnv()): T {
  if (!isOn(env)) return config;
  return { ...config, webAnalytics: webAnalyticsOf(counterCookie, false) ?? config.webAnalytics };
}

/** The site's shell configuration with the test cookies applied (unchanged without the switch). */
export function withTestShellConfig(
  config: TShellConfig,
  cookies: { notice?: string; regional?: string; counter?: string },
  texts: { noticeTitle: string; noticeText: string },
  env: TEnv = serverEnv(),
): TShellConfig {
  if (!isOn(env)) return config;
  const notice = cookies.notice === "shown" || cookies.notice === "hidden" ? { title: texts.noticeTitle, html: sanitizeHtml(`<p>${escapeHtml(texts.noticeText)}</p>`), hidden: cookies.notice === "hidden" } : config.importantNotice;
  return { ...withTestCounter(config, cookies.counter, env), importantNotice: notice, regionalMessage: cookies.regional === "1" || config.regionalMessage };
}

type TAnalyticsModules = Record<string, { enabled: boolean; ecommerce?: boolean; strict?: boolean }>;

/** The site's analytics modules with the B2B_TEST_ANALYTICS flags turned on (unchanged without the switch). */
export function withTestAnalyticsModules(modules: TAnalyticsModules | undefined, cookie: string | undefined, env: TEnv = serverEnv()): TAnalyticsModules | undefined {
  if (!isOn(env) || !cookie) return modules;
  const words = new Set(cookie.split(","));
  const metrika = modules?.yandexMetrika ?? { enabled: false };
  return {
    ...modules,
    yandexMetrika: { ...metrika, ...(words.has("ecommerce") ? { ecommerce: true } : {}), ...(words.has("strict") ? { strict: true } : {}) },
    ...(words.has("google") ? { google: { enabled: true } } : {}),
  };
}
