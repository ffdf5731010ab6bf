import type { TMessageTree } from "@/lib/contracts/app";

/** Spec §9: up to 5 tries, the delay starting at 350 ms and doubling, at most 10 reads in flight. */
export const translationRetry = { tries: 5, firstDelayMs: 350, maxParallelReads: 10 } as const;

/** The waits between tries: 350, 700, 1400, 2800 ms. */
export function retryDelays(tries = translationRetry.tries, firstDelayMs = translationRetry.firstDelayMs): number[] {
  return Array.from({ length: Math.max(0, tries - 1) }, (_, i) => firstDelayMs * 2 ** i);
}

/** A failure worth another try: no answer at all, a timeout, throttling or a server error. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

export class TranslationsError extends Error {
  constructor(
    readonly status: number | null,
    readonly tries: number,
  ) {
    super(status === null ? "network error" : `HTTP ${status}`);
  }
}

/** Runs at most `max` tasks at once; the rest wait in order. */
export function createLimiter(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    active -= 1;
    queue.shift()?.();
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}

const sharedLimit = createLimiter(translationRetry.maxParallelReads);

type TDeps = { fetch: typeof fetch; sleep: (ms: number) => Promise<void>; limit: <T>(task: () => Promise<T>) => Promise<T> };

const defaultDeps: TDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  limit: sharedLimit,
};

/**
 * GET /api/v2/translations/{locale} (the bundle with the site's own texts) with the spec's retry rules.
 * A 404 (the site does not offer the language) fails at once: asking again will not change it.
 */
export async function loadTranslations(locale: string, deps: Partial<TDeps> = {}): Promise<TMessageTree> {
  const { fetch: doFetch, sleep, limit } = { ...defaultDeps, ...deps };
  const delays = retryDelays();
  for (let attempt = 0; ; attempt += 1) {
    let status: number | null = null;
    try {
      const response = await limit(() => doFetch(`/api/v2/translations/${encodeURIComponent(locale)}`, { headers: { accept: "application/json" } }));
      if (response.ok) return (await response.json()) as TMessageTree;
      status = response.status;
    } catch {
      status = null;
    }
    if (!isRetryableStatus(status) || attempt >= delays.length) throw new TranslationsError(status, attempt + 1);
    await sleep(delays[attempt]);
  }
}
