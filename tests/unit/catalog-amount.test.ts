import { largestAmount, normalizeAmount, readAmount, refreshAmount, smallestAmount, stepAmount } from "@/lib/client/catalog/amount";
import { decimalToKopecks, formatPrice } from "@/lib/client/catalog/money";
import { priceRefreshMessageKey, PRICE_REFRESH_TIMEOUT_MS } from "@/lib/client/catalog/use-current-prices";
import { bodyOf, photoProblem } from "@/lib/client/catalog/use-custom-products";
import { sortFilters } from "@/lib/client/catalog/use-user-filters";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

describe("amounts: minimum batch and multiplicity", () => {
  it("refreshes prices for the minimum batch, else the multiplicity (spec §5)", () => {
    expect(refreshAmount({ minimumBatch: 10, multiplicity: 5 })).toBe(10);
    expect(refreshAmount({ minimumBatch: 0, multiplicity: 6 })).toBe(6);
    expect(refreshAmount({ minimumBatch: 0, multiplicity: 0 })).toBe(1);
  });

  it("never goes under the minimum batch and always is a multiple of the multiplicity, rounding up", () => {
    const rule = { minimumBatch: 10, multiplicity: 4 };
    expect(smallestAmount(rule)).toBe(12);
    expect(normalizeAmount(1, rule)).toBe(12);
    expect(normalizeAmount(13, rule)).toBe(16);
    expect(normalizeAmount(16, rule)).toBe(16);
    expect(normalizeAmount(Number.NaN, rule)).toBe(12);
    expect(normalizeAmount(undefined, { minimumBatch: 1, multiplicity: 1 })).toBe(1);
  });

  it("steps by the multiplicity and stops at the smallest amount", () => {
    const rule = { minimumBatch: 6, multiplicity: 3 };
    expect(stepAmount(6, 1, rule)).toBe(9);
    expect(stepAmount(9, -1, rule)).toBe(6);
    expect(stepAmount(6, -1, rule)).toBe(6);
  });
});

describe("a typed amount: corrected with the reason, or refused", () => {
  const box = { minimumBatch: 100, multiplicity: 100 };
  const LIMIT = 1_000_000;

  it("takes a valid amount as it is, spaces allowed", () => {
    expect(readAmount("300", box, LIMIT)).toEqual({ amount: 300, note: null });
    expect(readAmount(" 1 200 ", box, LIMIT)).toEqual({ amount: 1200, note: null });
  });

  it("says a fraction of a piece is rounded up, never reads «12.5» as 125", () => {
    expect(readAmount("12.5", box, LIMIT)).toEqual({ amount: 100, note: { key: "fractional", values: { text: "12.5", amount: 100 } } });
    expect(readAmount("150,5", { minimumBatch: 1, multiplicity: 1 }, LIMIT)).toEqual({ amount: 151, note: { key: "fractional", values: { text: "150,5", amount: 151 } } });
  });

  it("names the multiplicity or the minimum batch it corrected to", () => {
    expect(readAmount("150", box, LIMIT)).toEqual({ amount: 200, note: { key: "multiplicity", values: { step: 100, amount: 200 } } });
    expect(readAmount("7", { minimumBatch: 10, multiplicity: 1 }, LIMIT)).toEqual({ amount: 10, note: { key: "belowMinimum", values: { min: 10, amount: 10 } } });
  });

  it("refuses text, zero and negative amounts with the reason instead of putting in the minimum", () => {
    expect(readAmount("abc", box, LIMIT)).toEqual({ amount: null, note: { key: "notNumber", values: { text: "abc" } } });
    expect(readAmount("", box, LIMIT)).toEqual({ amount: null, note: { key: "notNumber", values: { text: "" } } });
    expect(readAmount("0", box, LIMIT)).toEqual({ amount: null, note: { key: "notPositive", values: { min: 100 } } });
    expect(readAmount("-5", box, LIMIT)).toEqual({ amount: null, note: { key: "notPositive", values: { min: 100 } } });
  });

  it("says the limit for an amount over it, never passes one the server refuses", () => {
    expect(readAmount("99999999", box, LIMIT)).toEqual({ amount: 1_000_000, note: { key: "overLimit", values: { max: 1_000_000, amount: 1_000_000 } } });
    // The limit in multiples of 3 is 999 999: 1 000 000 is over it, 999 998 rounds up to it.
    expect(readAmount("1000000", { minimumBatch: 1, multiplicity: 3 }, LIMIT)).toEqual({ amount: 999_999, note: { key: "overLimit", values: { max: 999_999, amount: 999_999 } } });
    expect(readAmount("999998", { minimumBatch: 1, multiplicity: 3 }, LIMIT)).toEqual({ amount: 999_999, note: { key: "multiplicity", values: { step: 3, amount: 999_999 } } });
    expect(largestAmount({ minimumBatch: 1, multiplicity: 3 }, LIMIT)).toBe(999_999);
    // What is already in the cart counts towards the limit (the catalogue passes the rest).
    expect(readAmount("500", box, 300)).toEqual({ amount: 300, note: { key: "overLimit", values: { max: 300, amount: 300 } } });
  });
});

describe("money of the API", () => {
  it("reads decimal strings as kopecks by text and formats them", () => {
    expect(decimalToKopecks("1234.50")).toBe(123450);
    expect(decimalToKopecks("0.1")).toBe(10);
    expect(decimalToKopecks("x")).toBeNull();
    expect(formatPrice("1234.50")).toBe("1\u00a0234,50\u00a0₽");
    expect(formatPrice(null)).toBe("");
  });
});

describe("price refresh failures (spec §8, §9)", () => {
  it("gives up after 5 seconds", () => {
    expect(PRICE_REFRESH_TIMEOUT_MS).toBe(5000);
  });

  it("names a time-out per place: 'Timeout' in the infinite list", () => {
    // What the API client (lib/client/api.ts) throws after `timeout` ms.
    const timeout = Object.assign(new Error("Request timed out: POST /api/v1/product/current-price"), { name: "TimeoutError" });
    expect(priceRefreshMessageKey(timeout, "list")).toBe("prices.notActualized");
    expect(priceRefreshMessageKey(timeout, "product")).toBe("prices.notActualized");
    expect(priceRefreshMessageKey(timeout, "infinite")).toBe("prices.timeout");
  });

  it("says the prices were not refreshed on any other failure, and nothing when cancelled", () => {
    expect(priceRefreshMessageKey(new Error("HTTP 500"), "list")).toBe("prices.notRefreshed");
    const aborted = new DOMException("The user aborted a request.", "AbortError");
    expect(priceRefreshMessageKey(aborted, "list")).toBeNull();
  });
});

describe("custom product form rules (spec §5)", () => {
  it("accepts .jpg and .png up to 2 MB only", () => {
    expect(photoProblem({ name: "a.jpg", type: "image/jpeg", size: 1000 })).toBeNull();
    expect(photoProblem({ name: "a.PNG", type: "", size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ name: "a.png", type: "image/png", size: 2 * 1024 * 1024 + 1 })).toBe("size");
    expect(photoProblem({ name: "a.gif", type: "image/gif", size: 10 })).toBe("type");
  });

  it("sends a name alone, and empty optional fields as null", () => {
    expect(bodyOf({ name: " Щит ", article: "", brand: " ", manufacturer: "", unit: "", price: "1 200,50", description: "" })).toEqual({
      name: "Щит",
      article: null,
      brand: null,
      manufacturer: null,
      price: "1200,50",
      description: null,
    });
  });
});

describe("saved filters", () => {
  it("are sorted by id, newest first (spec §9)", () => {
    const f = (id: number) => ({ id, name: String(id), url: "/catalog?section=1", kind: "section" as const });
    expect(sortFilters([f(2), f(9), f(4)]).map((x) => x.id)).toEqual([9, 4, 2]);
  });
});
