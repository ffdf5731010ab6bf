import "server-only";
import type { TShellConfig } from "../shell/shell-config";

/**
 * The security headers of pages (issue 16, docs/adr/0015-content-security-policy.md). The proxy sets
 * them on every page answer with a nonce of its own. next.config.mjs sets what every answer carries
 * (nosniff, Referrer-Policy, Permissions-Policy) and a strict fixed policy for what the proxy never
 * sees: API calls, the 1C exchange, media and static files.
 */

/** The request header the root layout reads the nonce from (Next reads it from the policy itself). */
export const NONCE_HEADER = "x-nonce";

/** 18 random bytes, base64url (the CSP nonce grammar allows "-" and "_"): 24 characters, no padding. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}

/** The nonce a policy carries, or null (the HTML cache renews it for every view of a stored page). */
export function nonceOf(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/_-]+=*)'/.exec(policy)?.[1] ?? null;
}

/** Sources a page needs beyond its own origin, each directive's list. */
export type TPageSources = { script: string[]; connect: string[]; img: string[]; frame: string[]; font: string[] };

// Yandex Metrika: tag.js and its modules from mc.yandex.ru (yastatic.net for some), hits by fetch/beacon
// and the no-script pixel to mc.yandex.ru/.com, Webvisor's WebSocket, and the frame it uses to share
// the visitor id across domains.
const METRIKA: TPageSources = {
  script: ["https://mc.yandex.ru", "https://yastatic.net"],
  connect: ["https://mc.yandex.ru", "https://mc.yandex.com", "wss://mc.yandex.ru"],
  img: [],
  frame: ["blob:", "https://mc.yandex.ru", "https://mc.yandex.com"],
  font: [],
};

// A live chat's loader comes from the configured address; the widget then talks to, frames and draws
// from its vendor's hosts.
const LIVE_CHAT_VENDOR: Record<"jivo" | "bitrix24", string[]> = {
  jivo: ["https://*.jivosite.com", "https://*.jivo.ru", "wss://*.jivosite.com", "wss://*.jivo.ru"],
  bitrix24: ["https://*.bitrix24.ru", "https://*.bitrix24.com", "https://*.bitrix24.by", "https://*.bitrix24.kz", "wss://*.bitrix24.ru", "wss://*.bitrix24.com"],
};

// Third-party captcha widgets (issue 22 item 4): the provider's script, the frames it draws the check
// in, and the calls it makes. Yandex SmartCaptcha serves all three from one host; reCAPTCHA Enterprise
// loads from www.google.com and www.gstatic.com and draws its frames on www.google.com (recaptcha.net
// for visitors where google.com is blocked is not used by enterprise.js).
const CAPTCHA: Record<"yandex" | "recaptcha-enterprise", TPageSources> = {
  yandex: {
    script: ["https://smartcaptcha.yandexcloud.net"],
    connect: ["https://smartcaptcha.yandexcloud.net"],
    img: [],
    frame: ["https://smartcaptcha.yandexcloud.net"],
    font: [],
  },
  "recaptcha-enterprise": {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    connect: ["https://www.google.com/recaptcha/"],
    img: [],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    font: [],
  },
};

/** `https://host[:port]` of an absolute http(s) address; null for anything else (never a path or a scheme alone). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * What the site's configured third parties need: the web-analytics counter only when the site has
 * one, a live chat's loader and vendor only when the chat button is a live chat, a captcha provider's
 * hosts only when the site chose that provider (whether or not the captcha is on for sign-up: sign-in
 * asks for it after too many failures anyway). Nothing else is allowed from outside (images aside, see
 * pagePolicy).
 */
export function thirdPartySources(shell: Pick<TShellConfig, "webAnalytics" | "chat">, captcha: { provider: string } | null = null): TPageSources {
  const sources: TPageSources = { script: [], connect: [], img: [], frame: [], font: [] };
  const add = (more: Partial<TPageSources>) => {
    for (const key of Object.keys(sources) as (keyof TPageSources)[]) for (const source of more[key] ?? []) if (!sources[key].includes(source)) sources[key].push(source);
  };
  if (shell.webAnalytics) add(METRIKA);
  if (captcha?.provider === "yandex" || captcha?.provider === "recaptcha-enterprise") add(CAPTCHA[captcha.provider]);
  const chat = shell.chat;
  if (chat && chat.kind !== "link") {
    const loader = originOf(chat.link);
    const vendor = LIVE_CHAT_VENDOR[chat.kind];
    const own = loader ? [loader] : [];
    add({ script: [...own, ...vendor.filter((s) => s.startsWith("https:"))], connect: [...own, ...vendor], frame: [...own, ...vendor.filter((s) => s.startsWith("https:"))], font: [...own, ...vendor.filter((s) => s.startsWith("https:"))] });
  }
  return sources;
}

// Host names as site_hosts keeps them (lower case, no port): anything else never reaches a header.
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The frame-ancestors sources of a site: its own origin and each of its configured hosts, on the port
 * the request came to (no port: the scheme's default). No scheme, so an http page allows its hosts
 * over http and https, an https page over https only.
 */
export function ownHostSources(hosts: readonly string[], requestHost: string | null): string[] {
  const port = /:(\d{1,5})$/.exec(requestHost ?? "")?.[1];
  return ["'self'", ...hosts.filter((host) => HOST_NAME.test(host)).map((host) => (port ? `${host}:${port}` : host))];
}

export type TPagePolicyInput = {
  nonce: string;
  /** ownHostSources of the site; `'none'` for a page of no site (site not found). */
  frameAncestors: string[];
  sources: TPageSources;
  /** `next dev`: React rebuilds server error stacks with eval (never in production). */
  isDev: boolean;
};

/**
 * The Content-Security-Policy of a page. Scripts: only those carrying this response's nonce (Next
 * stamps its own, the root layout ours) and what they load ('strict-dynamic'); 'self' and the hosts
 * stay for browsers without 'strict-dynamic'. Styles allow inline (React style attributes and the
 * catalogue's and the dialogs' style elements: see the ADR). Images: ours, data/blob, and https (seller
 * content and chat icons name any host). Forms post only to us; no plugins; no <base> elsewhere.
 */
export function pagePolicy({ nonce, frameAncestors, sources, isDev }: TPagePolicyInput): string {
  const list = (...items: (string | string[])[]) => items.flat().join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, "'strict-dynamic'", isDev ? "'unsafe-eval'" : [], sources.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", "https:", sources.img)}`,
    `font-src ${list("'self'", "data:", sources.font)}`,
    `connect-src ${list("'self'", sources.connect)}`,
    `frame-src ${sources.frame.length ? list(sources.frame) : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${list(frameAncestors)}`,
  ];
  return directives.join("; ");
}

/**
 * A page's headers: the policy, and X-Frame-Options as close as it can say it — SAMEORIGIN (it cannot
 * name hosts; browsers that know frame-ancestors ignore it), DENY for a page no one may frame.
 */
export function pageSecurityHeaders(input: TPagePolicyInput): Record<string, string> {
  const framedByNoOne = input.frameAncestors.length === 1 && input.frameAncestors[0] === "'none'";
  return { "content-security-policy": pagePolicy(input), "x-frame-options": framedByNoOne ? "DENY" : "SAMEORIGIN" };
}
