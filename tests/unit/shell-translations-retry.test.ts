import { createLimiter, loadTranslations, retryDelays, translationRetry, TranslationsError } from "@/lib/client/shell/load-translations";

type TAnswer = { status: number; body?: unknown } | "network";

function fakeFetch(answers: TAnswer[]) {
  const calls: string[] = [];
  const doFetch = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    const answer = answers.shift() ?? { status: 200, body: {} };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  });
  return { doFetch, calls };
}

const noLimit = <T,>(task: () => Promise<T>) => task();

describe("translations loader (spec §9)", () => {
  it("tries 5 times with a delay starting at 350 ms and doubling", () => {
    expect(translationRetry).toEqual({ tries: 5, firstDelayMs: 350, maxParallelReads: 10 });
    expect(retryDelays()).toEqual([350, 700, 1400, 2800]);
  });

  it("retries network errors and server errors, then answers", async () => {
    const { doFetch, calls } = fakeFetch(["network", { status: 503 }, { status: 500 }, { status: 200, body: { shell: { close: "Закрыть" } } }]);
    const sleep = jest.fn(async (_ms: number) => undefined);
    await expect(loadTranslations("ru", { fetch: doFetch, sleep, limit: noLimit })).resolves.toEqual({ shell: { close: "Закрыть" } });
    expect(calls).toEqual(Array(4).fill("/api/v2/translations/ru"));
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400]);
  });

  it("gives up after the fifth try", async () => {
    const { doFetch } = fakeFetch(Array(6).fill({ status: 502 }));
    const sleep = jest.fn(async (_ms: number) => undefined);
    const failure = loadTranslations("en", { fetch: doFetch, sleep, limit: noLimit });
    await expect(failure).rejects.toBeInstanceOf(TranslationsError);
    await expect(failure).rejects.toMatchObject({ status: 502, tries: 5 });
    expect(doFetch).toHaveBeenCalledTimes(5);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800]);
  });

  it("does not retry a language the site does not offer (404)", async () => {
    const { doFetch } = fakeFetch([{ status: 404 }]);
    const sleep = jest.fn(async (_ms: number) => undefined);
    await expect(loadTranslations("de", { fetch: doFetch, sleep, limit: noLimit })).rejects.toMatchObject({ status: 404, tries: 1 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it("keeps at most 10 reads in flight", async () => {
    const limit = createLimiter(translationRetry.maxParallelReads);
    let active = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 25 }, () =>
      limit(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => release.push(resolve));
        active -= 1;
      }),
    );
    for (let i = 0; i < 25; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release.shift()?.();
    }
    await Promise.all(tasks);
    expect(peak).toBe(10);
  });
});
