import { CHUNK_LOAD_TIMEOUT_MS, watchChunkLoads } from "@/lib/client/shell/chunk-watchdog";

// The microtasks of the MutationObserver stay real; only the clock is ours.
beforeEach(() => jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick"] }));
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
});

/** Adds an element as Turbopack's runtime does (onerror set, appended to <head>) and lets the observer see it. */
async function addChunk(make: () => HTMLScriptElement | HTMLLinkElement) {
  const element = make();
  const onerror = jest.fn();
  element.onerror = onerror;
  document.head.appendChild(element);
  await Promise.resolve();
  return { element, onerror };
}
const script = (src: string) => () => Object.assign(document.createElement("script"), { src });
const stylesheet = (href: string) => () => Object.assign(document.createElement("link"), { rel: "stylesheet", href });

describe("the chunk loading timeout (spec §9: 120 000 ms)", () => {
  it("is the spec's figure", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("fails a chunk script still silent after 120 s through its own error handler, the way the runtime hears a network failure", async () => {
    const stop = watchChunkLoads();
    const { onerror } = await addChunk(script("/_next/static/chunks/0abc.js"));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(onerror).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onerror).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(onerror).toHaveBeenCalledTimes(1);
    stop();
  });

  it("fails a chunk stylesheet the same way", async () => {
    const stop = watchChunkLoads();
    const { onerror } = await addChunk(stylesheet("/_next/static/chunks/0abc.css"));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(onerror).toHaveBeenCalledTimes(1);
    stop();
  });

  it("leaves alone a chunk that loaded or failed by itself, scripts that are not the build's, and preloads", async () => {
    const stop = watchChunkLoads();
    const loaded = await addChunk(script("/_next/static/chunks/loaded.js"));
    loaded.element.dispatchEvent(new Event("load"));
    const failed = await addChunk(script("/_next/static/chunks/failed.js"));
    failed.element.dispatchEvent(new Event("error"));
    const counter = await addChunk(script("https://mc.yandex.ru/metrika/tag.js"));
    const preload = await addChunk(() => Object.assign(document.createElement("link"), { rel: "preload", href: "/_next/static/chunks/p.js" }));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS * 2);
    expect(loaded.onerror).not.toHaveBeenCalled();
    expect(failed.onerror).toHaveBeenCalledTimes(1);
    expect(counter.onerror).not.toHaveBeenCalled();
    expect(preload.onerror).not.toHaveBeenCalled();
    stop();
  });

  it("stops watching when stopped", async () => {
    const stop = watchChunkLoads();
    const pending = await addChunk(script("/_next/static/chunks/pending.js"));
    stop();
    const later = await addChunk(script("/_next/static/chunks/later.js"));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(pending.onerror).not.toHaveBeenCalled();
    expect(later.onerror).not.toHaveBeenCalled();
  });
});
