/** @jest-environment node */
import { applyCachePayload, parseCachePayload } from "@/lib/server/cache/cache-listener";
import { clearAllCaches, describeCaches, invalidateCache, namedCache, sharedAnswer, siteKey } from "@/lib/server/cache/named-cache";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("named caches", () => {
  afterEach(() => clearAllCaches());

  it("keep the most recently used entries within their bound", () => {
    const cache = namedCache<string>({ name: "test-bound", max: 2, invalidation: "test" });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    // b was the least recently used.
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["A", undefined, "C"]);
  });

  it("forget an entry at the end of its life, and keep none with a life of 0", () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      const cache = namedCache<string>({ name: "test-ttl", max: 10, ttlMs: 60_000, invalidation: "test" });
      cache.set("a", "A");
      cache.set("short", "S", 1_000);
      cache.set("never", "N", 0);
      now.mockReturnValue(1_000_000 + 60_000);
      expect([cache.get("a"), cache.get("short"), cache.get("never")]).toEqual(["A", undefined, undefined]);
      now.mockReturnValue(1_000_000 + 60_001);
      expect(cache.get("a")).toBeUndefined();
    } finally {
      now.mockRestore();
    }
  });

  it("are one per name in the process, whoever asks for it", () => {
    const first = namedCache<string>({ name: "test-shared", max: 10, invalidation: "test" });
    first.set("k", "v");
    expect(namedCache<string>({ name: "test-shared", max: 10, invalidation: "test" }).get("k")).toBe("v");
    expect(describeCaches().find((c) => c.name === "test-shared")?.size).toBe(1);
  });

  it("share one read among concurrent callers and drop a failed one", async () => {
    const cache = namedCache<Promise<number>>({ name: "test-answers", max: 10, invalidation: "test" });
    const read = jest.fn(async () => 7);
    const first = sharedAnswer(cache, "k", read);
    const second = sharedAnswer(cache, "k", read);
    expect(first.isFresh).toBe(true);
    expect(second.isFresh).toBe(false);
    expect(await second.value).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);

    await expect(sharedAnswer(cache, "bad", async () => Promise.reject(new Error("down"))).value).rejects.toThrow("down");
    await settle();
    expect(await sharedAnswer(cache, "bad", async () => 1).value).toBe(1);
  });

  it("do not keep a read that an invalidation overtook: the next caller reads afresh", async () => {
    const cache = namedCache<Promise<string>>({ name: "test-overtaken", max: 10, invalidation: "test" });
    let finish: (value: string) => void = () => {};
    const slow = sharedAnswer(cache, "k", () => new Promise<string>((resolve) => (finish = resolve)));
    invalidateCache("test-overtaken");
    finish("old");
    expect(await slow.value).toBe("old");
    expect(await sharedAnswer(cache, "k", async () => "new").value).toBe("new");
  });

  it("invalidated by site drop only that site's keys", () => {
    const cache = namedCache<string>({ name: "test-sites", max: 10, invalidation: "test", isKeyedBySite: true });
    for (const key of [siteKey(1), siteKey(1, "ru"), siteKey(12, "ru"), siteKey(2)]) cache.set(key, key);
    invalidateCache("test-sites", 1);
    expect([cache.get("1"), cache.get("1:ru"), cache.get("12:ru"), cache.get("2")]).toEqual([undefined, undefined, "12:ru", "2"]);
    invalidateCache("test-sites");
    expect(cache.size).toBe(0);
  });
});

describe("cache notifications (migration 0024's payloads)", () => {
  afterEach(() => clearAllCaches());

  it("name a table and perhaps a site", () => {
    expect(parseCachePayload("translations:12")).toEqual({ table: "translations", siteId: 12 });
    expect(parseCachePayload("search_changes")).toEqual({ table: "search_changes" });
    expect(parseCachePayload("sites:")).toEqual({ table: "sites" });
  });

  it("drop the written site's entries of the caches that table feeds, all of a cache not keyed by site, and nothing else", () => {
    const bySite = namedCache<string>({ name: "test-by-site", max: 10, invalidation: "test", changedBy: ["translations"], isKeyedBySite: true });
    const whole = namedCache<string>({ name: "test-whole", max: 10, invalidation: "test", changedBy: ["translations"] });
    const other = namedCache<string>({ name: "test-other", max: 10, invalidation: "test", changedBy: ["sites"], isKeyedBySite: true });
    for (const cache of [bySite, whole, other]) {
      cache.set(siteKey(1, "ru"), "one");
      cache.set(siteKey(2, "ru"), "two");
    }
    applyCachePayload("translations:1");
    expect([bySite.get("1:ru"), bySite.get("2:ru")]).toEqual([undefined, "two"]);
    expect(whole.size).toBe(0);
    expect(other.size).toBe(2);
  });
});
