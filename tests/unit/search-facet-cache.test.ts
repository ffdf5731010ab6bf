/** @jest-environment node */
import { cachedFacets, clearFacetCache, reserveFacets } from "@/lib/server/search/facet-cache";

describe("facet cache", () => {
  beforeEach(() => clearFacetCache());

  it("computes once and serves the answer to later callers", async () => {
    const compute = jest.fn(async () => ({ n: 1 }));
    expect(await cachedFacets("k", compute)).toEqual({ n: 1 });
    expect(await cachedFacets("k", compute)).toEqual({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("lets a caller wait for facets reserved by a search instead of counting them again", async () => {
    const reservation = reserveFacets<{ n: number }>("k");
    if (!reservation) throw new Error("nothing was cached, so the key must be reservable");
    // Reserved or cached: nobody else may reserve it.
    expect(reserveFacets("k")).toBeNull();
    const compute = jest.fn(async () => ({ n: 2 }));
    const waiting = cachedFacets("k", compute);
    reservation.settle(Promise.resolve({ n: 1 }));
    expect(await waiting).toEqual({ n: 1 });
    expect(compute).not.toHaveBeenCalled();
  });

  it("counts on its own when the reserving search fails, and forgets the failure", async () => {
    const reservation = reserveFacets<{ n: number }>("k");
    if (!reservation) throw new Error("nothing was cached, so the key must be reservable");
    const waiting = cachedFacets("k", async () => ({ n: 2 }));
    reservation.settle(Promise.reject(new Error("unknown section")));
    expect(await waiting).toEqual({ n: 2 });
    // The answer counted after the failure is the one kept.
    expect(await cachedFacets("k", async () => ({ n: 3 }))).toEqual({ n: 2 });
  });

  it("passes a failed count on to its caller and keeps no entry for it", async () => {
    await expect(cachedFacets("k", async () => Promise.reject(new Error("bad feature")))).rejects.toThrow("bad feature");
    expect(reserveFacets("k")).not.toBeNull();
  });

  it("treats an answer older than a minute as absent", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      await cachedFacets("k", async () => ({ n: 1 }));
      now.mockReturnValue(1_000_000 + 60_001);
      expect(await cachedFacets("k", async () => ({ n: 2 }))).toEqual({ n: 2 });
    } finally {
      now.mockRestore();
    }
  });
});
