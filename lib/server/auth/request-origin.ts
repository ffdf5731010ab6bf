import "server-only";
import { AppError } from "../http/app-error";
import { pickLocale } from "../i18n/messages";
import { translator } from "../i18n/translator";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the buyer's browser uses for this site, for links in mail and for the bank's return
 * address: the Host the site was resolved from (so always one of this site's configured hosts — never
 * X-Forwarded-Host, which anyone can send) and the scheme a proxy in front of us reports, else the request's.
 */
export function requestOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "";
  if (!HOST.test(host)) throw new AppError("BAD_REQUEST", translator(pickLocale(undefined, request.headers.get("accept-language")), "httpApi")("badHost"));
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0].trim().toLowerCase();
  const scheme = forwarded === "https" || forwarded === "http" ? forwarded : new URL(request.url).protocol.replace(":", "");
  return `${scheme}://${host.toLowerCase()}`;
}
