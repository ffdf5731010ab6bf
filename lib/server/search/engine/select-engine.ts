import "server-only";
import { getEnv } from "../../env";

export type TSearchEngine = "memory" | "sql";

const globalForEngine = globalThis as unknown as { __b2bSearchEngine?: TSearchEngine };

/** Which engine answers catalogue search: SEARCH_ENGINE, unless a benchmark or a test chose one (chooseSearchEngine). */
export function searchEngine(): TSearchEngine {
  return globalForEngine.__b2bSearchEngine ?? getEnv().SEARCH_ENGINE;
}

/** Chooses the engine for this process (the benchmark runs both side by side); undefined: back to SEARCH_ENGINE. */
export function chooseSearchEngine(engine: TSearchEngine | undefined): void {
  globalForEngine.__b2bSearchEngine = engine;
}
