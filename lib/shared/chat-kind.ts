/**
 * Spec §2 "Chat kind: the first live-chat kind when its flag is on or chat type says so, otherwise the
 * second when enabled. Chat script URL gets a minute-stamp cache buster." The two live-chat kinds are
 * JivoSite and the Bitrix24 CRM widget; any other chat type is a plain link (mailto:, a messenger).
 */

export type TChatKind = "jivo" | "bitrix24" | "link";

export type TChatKindInput = {
  /** `config.chatButton.type` of GET /api/v1/info. */
  type: string;
  /** Site flags that switch a live chat on whatever the type says. */
  flags?: { jivo?: boolean; bitrix24?: boolean };
};

export function resolveChatKind({ type, flags = {} }: TChatKindInput): TChatKind {
  const normalized = type.trim().toLowerCase();
  if (flags.jivo || normalized === "jivo" || normalized === "jivosite") return "jivo";
  if (flags.bitrix24 || normalized === "bitrix24" || normalized === "bitrix") return "bitrix24";
  return "link";
}

/** `url` with the current minute appended (`?28512345`): the widget's loader is re-read at most once a minute. */
export function withMinuteStamp(url: string, now = Date.now()): string {
  const stamp = Math.floor(now / 60_000);
  return `${url}${url.includes("?") ? "&" : "?"}${stamp}`;
}

/** Only http(s) scripts are ever injected, whatever a configuration says. */
export function isScriptUrl(url: string): boolean {
  return /^https:\/\//i.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//i.test(url);
}
