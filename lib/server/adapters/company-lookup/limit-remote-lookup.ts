import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { consumeRateLimit, type TRateLimit } from "../../http/rate-limit";
import type { TSite } from "../../sites/resolve-site";

/** Every keystroke of a suggestion box is a call: generous for people, a wall for scripts spending the seller's quota. */
export const REMOTE_LOOKUP_LIMIT: TRateLimit = { limit: 300, windowSeconds: 10 * 60 };

/** Counts a call to the seller's paid lookup service per address; 429 past the limit. The local data set is free. */
export async function limitRemoteLookup({ site, ip, locale }: { site: Pick<TSite, "id">; ip: string; locale: TLocale }): Promise<void> {
  await consumeRateLimit(site.id, [`lookup:${ip}`], REMOTE_LOOKUP_LIMIT, locale);
}
