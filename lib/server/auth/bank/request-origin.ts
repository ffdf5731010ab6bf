import "server-only";
import { AppError } from "../../http/app-error";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the buyer's browser uses for this site: the Host the site was resolved from (so it is
 * always one of this site's hosts) and the scheme a proxy in front of us reports, else the request's.
 */
export function requestOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "";
  if (!HOST.test(host)) throw new AppError("BAD_REQUEST", "Некорректный адрес сайта");
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0].trim().toLowerCase();
  const scheme = forwarded === "https" || forwarded === "http" ? forwarded : new URL(request.url).protocol.replace(":", "");
  return `${scheme}://${host.toLowerCase()}`;
}

/** The completion page the provider sends the buyer back to (spec §2 /auth/{bank-provider}/complete). */
export function bankRedirectUri(origin: string, providerId: string): string {
  return `${origin}/auth/${providerId}/complete`;
}
