import "server-only";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import { z } from "zod";
import { fieldMessage } from "@/lib/contracts/field-message";
import { issueText } from "./i18n/issue-text";
import { operatorLocale } from "./i18n/operator-locale";
import { translator } from "./i18n/translator";

/** "10.0.0.1, 10.1.0.0/16, ::1" → a BlockList of them; null when an entry is not an address or a network. */
export function parseTrustedProxies(value: string): BlockList | null {
  const list = new BlockList();
  for (const entry of value.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [address, prefixText] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
    if (!type) return null;
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128)) return null;
    list.addSubnet(address, prefix, type);
  }
  return list;
}

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, fieldMessage("env.databaseUrl"))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Unset: "info", and "silent" under tests (logLevelOf).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional().or(z.literal("").transform(() => undefined)),
  SITE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  // Issue 19: the keyword search also matches the dictionary forms of typed words (read per search by
  // lib/server/search/build-text-match.ts; validated here so a wrong value stops the start).
  SEARCH_DICTIONARY_FORMS: z.enum(["on", "off"]).default("on"),
  MARKET_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  // Accounts and sign-in (issue 3): mail, SMS, captcha secrets, signing secret, the dev outbox page.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, fieldMessage("env.smtpUrl")).optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).optional().or(z.literal("").transform(() => undefined)),
  SMS_PROVIDER: z.enum(["log", "smsru"]).default("log"),
  SMS_API_KEY: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  SMS_SENDER: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, fieldMessage("env.authSecret")).optional().or(z.literal("").transform(() => undefined)),
  B2B_DEV_OUTBOX: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  CAPTCHA_YANDEX_SERVER_KEY: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  CAPTCHA_RECAPTCHA_PROJECT_ID: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  CAPTCHA_RECAPTCHA_API_KEY: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  CAPTCHA_RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // Bank sign-in: the local OpenID provider (npm run dev:idp) is the default outside production, or with BANK_ID_LOCAL=1.
  BANK_ID_LOCAL: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  IDP_PORT: z.coerce.number().int().min(1).max(65535).default(3901),
  // Which engine answers catalogue search: the in-process index (issue 19, the default) or SQL over product_search (the fallback).
  SEARCH_ENGINE: z.enum(["memory", "sql"]).default("memory"),
  // SBP payment: the local bank simulator (/dev/sbp-bank) is the default outside production, or with SBP_LOCAL=1;
  // SBP_SECRET signs the bank's callbacks (each site gets its own key derived from it).
  SBP_LOCAL: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  SBP_SECRET: z.string().min(32, fieldMessage("env.sbpSecret")).optional().or(z.literal("").transform(() => undefined)),
  // Admission control of `npm start` (lib/server/http/admission.ts, ADR 0022): application requests rendered at
  // once, how many may wait for a turn (FIFO), and how long; past either the answer is 503 with Retry-After.
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(1).max(1000).default(8),
  REQUEST_QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).default(256),
  REQUEST_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  // Reverse proxies whose X-Forwarded-For is believed (comma list of addresses or CIDR ranges); none by default.
  // The e2e suite's test switches (lib/server/shell/test-switch.ts): "1" only in playwright.config.ts.
  B2B_TEST_SWITCHES: z.enum(["0", "1"]).optional().or(z.literal("").transform(() => undefined)),
  // Timings of each step of a search-index refresh on the console (benchmarks).
  SEARCH_REFRESH_DEBUG: z.string().optional().transform((value) => Boolean(value)),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .refine((value) => parseTrustedProxies(value) !== null, fieldMessage("env.trustedProxies")),
});

export type TEnv = z.infer<typeof ZEnv> & { dataDir: string };

const ZLogEnv = ZEnv.pick({ NODE_ENV: true, LOG_LEVEL: true });

/**
 * The logger's level, read on its own: the logger is made when its module loads, and must neither stop
 * the process over another variable nor fix the cached environment before a test has set it.
 */
export function logLevelOf(env: Record<string, string | undefined> = process.env): NonNullable<TEnv["LOG_LEVEL"]> {
  const parsed = ZLogEnv.safeParse(env);
  const { LOG_LEVEL, NODE_ENV } = parsed.success ? parsed.data : { LOG_LEVEL: undefined, NODE_ENV: "development" };
  return LOG_LEVEL ?? (NODE_ENV === "test" ? "silent" : "info");
}

let cached: TEnv | undefined;

/** Environment, validated once. A bad value stops the process with the variable's name. */
export function getEnv(): TEnv {
  if (cached) return cached;
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${issueText(i.message, operatorLocale)}`).join("\n");
    throw new Error(translator(operatorLocale, "operatorErrors")("badEnvironment", { lines }));
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}
