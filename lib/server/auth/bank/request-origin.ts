import "server-only";

export { requestOrigin } from "../request-origin";

/** The completion page the provider sends the buyer back to (spec §2 /auth/{bank-provider}/complete). */
export function bankRedirectUri(origin: string, providerId: string): string {
  return `${origin}/auth/${providerId}/complete`;
}
