import { ApiError, call, request, TimeoutError } from "@/lib/client/api";
import { storageKeys } from "@/lib/client/storage-keys";

/** What the fake network saw: the address and the request's options. */
type TSent = { url: string; init: RequestInit };

/** A minimal fetch Response (jsdom has none): status, headers and a body read once. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return { ok: status >= 200 && status < 300, status, headers: new Headers(headers), text: async () => body, json: async () => JSON.parse(body) as unknown };
}

let sent: TSent[] = [];

/** fetch answering with `reply`, or never when it is null (then only an abort ends it, as in a browser). */
function network(reply: ReturnType<typeof answer> | null) {
  sent = [];
  global.fetch = jest.fn((url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    if (reply) return Promise.resolve(reply as unknown as Response);
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });
  }) as typeof fetch;
}

function headerOf(name: string, at = 0): string | null {
  return new Headers(sent[at].init.headers).get(name);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe("the API client's requests (spec §7)", () => {
  it("sends the token, language, visitor id and JSON, and a request id on mutations only", async () => {
    window.sessionStorage.setItem(storageKeys.userToken, "tok-1");
    window.localStorage.setItem(storageKeys.language, "en");
    network(answer(200, '{"ok":true}'));

    await expect(call("/v1/order", { method: "post", json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(sent[0].url).toBe("/api/v1/order");
    expect(sent[0].init.method).toBe("POST");
    expect(sent[0].init.body).toBe('{"a":1}');
    expect(headerOf("Content-Type")).toBe("application/json");
    expect(headerOf("Authorization")).toBe("Bearer tok-1");
    expect(headerOf("Accept-Language")).toBe("en");
    expect(headerOf("Accept")).toBe("application/json");
    expect(headerOf("User-Uuid")).toBe(window.localStorage.getItem(storageKeys.userUuid));
    expect(headerOf("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);

    await call("v1/info");
    expect(headerOf("X-Request-Id", 1)).toBeNull();
    expect(sent[1].init.method).toBe("GET");
  });

  it("leaves a stored token out of a call made as a visitor", async () => {
    window.sessionStorage.setItem(storageKeys.userToken, "tok-1");
    network(answer(200, "{}"));
    await call("v1/catalog/info", { anonymous: true });
    expect(headerOf("Authorization")).toBeNull();
    expect(headerOf("User-Uuid")).toBe(window.localStorage.getItem(storageKeys.userUuid));
    await call("v1/catalog/info");
    expect(headerOf("Authorization", 1)).toBe("Bearer tok-1");
  });

  it("sends no token for a visitor and keeps an explicit (even empty) request id", async () => {
    network(answer(200, "{}"));
    await request("v1/order/export", { method: "post", json: {}, headers: { "X-Request-Id": "" } });
    expect(headerOf("Authorization")).toBeNull();
    expect(headerOf("X-Request-Id")).toBe("");
  });

  it("sends a form as it is, leaving its Content-Type (with the boundary) to the browser", async () => {
    network(answer(200, "{}"));
    const form = new FormData();
    form.append("photo", new Blob(["x"], { type: "image/png" }), "a.png");
    await call("v1/product-custom/5/upload-photo", { method: "post", body: form });
    expect(sent[0].init.body).toBe(form);
    expect(headerOf("Content-Type")).toBeNull();
  });

  it("puts search parameters in the address, leaving out undefined ones", async () => {
    network(answer(200, "[]"));
    await call("v1/order", { searchParams: { page: 2, keyword: "щит 2", sort: undefined } });
    await call("v1/product", { searchParams: new URLSearchParams("a=1&a=2") });
    await call("v1/cart", { searchParams: {} });
    expect(sent.map((s) => s.url)).toEqual(["/api/v1/order?page=2&keyword=%D1%89%D0%B8%D1%82+2", "/api/v1/product?a=1&a=2", "/api/v1/cart"]);
  });

  it("reads an empty answer as an empty string", async () => {
    network(answer(204, ""));
    await expect(call("v1/user/close-information-message", { method: "post", json: { id: 1 } })).resolves.toBe("");
    network(answer(200, ""));
    await expect(call("v2/cookie/accept", { method: "post" })).resolves.toBe("");
  });
});

describe("the API client's errors (ARCHITECTURE.md error body)", () => {
  it("throws ApiError with the status, the server's message and its field errors", async () => {
    network(answer(422, JSON.stringify({ message: "Проверьте поля", errors: { email: ["Неверный e-mail"] }, errorCode: 1 })));
    const error = await call("v1/user/signup", { method: "post", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe("Проверьте поля");
    expect(apiError.body).toEqual({ status: 422, message: "Проверьте поля", errors: { email: ["Неверный e-mail"] }, errorCode: 1 });
  });

  it("names the status when the answer is not JSON, and the status always wins over the body's", async () => {
    network(answer(502, "<html>Bad Gateway</html>"));
    const error = (await call("v1/info").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toEqual({ status: 502 });
    expect(error.message).toBe("HTTP 502");

    network(answer(404, JSON.stringify({ status: 200, message: "Заказ не существует." })));
    const notFound = (await call("v1/order/9").catch((e: unknown) => e)) as ApiError;
    expect(notFound.status).toBe(404);
    expect(notFound.message).toBe("Заказ не существует.");
  });

  it("gives up after the timeout with a TimeoutError, and aborts the request", async () => {
    jest.useFakeTimers();
    network(null);
    const pending = call("v1/product/current-price", { method: "post", json: {}, timeout: 5000 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(4999);
    expect(sent[0].init.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe("TimeoutError");
    expect((error as Error).message).toBe("Request timed out: POST /api/v1/product/current-price");
    expect(sent[0].init.signal?.aborted).toBe(true);
  });

  it("waits 30 s by default", async () => {
    jest.useFakeTimers();
    network(null);
    const pending = call("v1/info").catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(sent[0].init.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it("lets the caller's cancel through as an AbortError, not a time-out", async () => {
    network(null);
    const controller = new AbortController();
    const pending = call("v2/search/suggest", { searchParams: { keyword: "ка" }, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe("AbortError");
    expect(error).not.toBeInstanceOf(TimeoutError);
  });
});
