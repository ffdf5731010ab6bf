/** Cases per route file when FUZZ_RUNS does not say: ≈ 3,000 cases over the route table in CI. */
const DEFAULT_RUNS_PER_ROUTE = 40;

/**
 * The fuzz run's size and seed from the environment (scripts/fuzz.ts sets them): FUZZ_RUNS is the total
 * number of cases, spread over the route files fuzzed; FUZZ_SEED a fixed seed (random when unset);
 * FUZZ_ROUTE a part of the route file paths to fuzz.
 */
export function fuzzConfig(): { runsPerRoute: (routeCount: number) => number; seed: number; only: string | undefined } {
  const total = Number(process.env.FUZZ_RUNS ?? "");
  const fixed = Number(process.env.FUZZ_SEED ?? "");
  const seed = process.env.FUZZ_SEED && Number.isInteger(fixed) ? fixed : Math.floor(Math.random() * 2 ** 31);
  return {
    runsPerRoute: (routeCount) => (Number.isInteger(total) && total > 0 ? Math.max(1, Math.ceil(total / Math.max(1, routeCount))) : DEFAULT_RUNS_PER_ROUTE),
    seed,
    only: process.env.FUZZ_ROUTE || undefined,
  };
}

/** The API's error answer (lib/server/http/error-response.ts): a message, field errors as lists of texts, a numeric code. */
export function isErrorShape(json: unknown): boolean {
  if (!json || typeof json !== "object" || Array.isArray(json)) return false;
  const { message, errors, errorCode } = json as Record<string, unknown>;
  if (typeof message !== "string" || !message.trim()) return false;
  if (errorCode !== undefined && typeof errorCode !== "number") return false;
  if (errors === undefined) return true;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return false;
  return Object.values(errors).every((texts) => Array.isArray(texts) && texts.length > 0 && texts.every((t) => typeof t === "string"));
}
