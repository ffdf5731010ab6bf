import type { TIdentityCookie } from "@/lib/contracts/auth";
import { IDENTITY_COOKIE_NAME } from "@/lib/shared/cookie-names";

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

function secureFlag(): string {
  return window.location.protocol === "https:" ? "; secure" : "";
}

/** Spec §3 "Identity cookie": set when returned, otherwise erased. It lives as long as the token does. */
export function applyIdentityCookie(cookie: TIdentityCookie | null | undefined, rememberMe: boolean): void {
  if (!cookie?.name) {
    eraseIdentityCookie();
    return;
  }
  const lifetime = rememberMe ? `; max-age=${THIRTY_DAYS_SECONDS}` : "";
  document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; path=/; samesite=lax${lifetime}${secureFlag()}`;
}

export function eraseIdentityCookie(name: string = IDENTITY_COOKIE_NAME): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax${secureFlag()}`;
}
