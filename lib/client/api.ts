import { readToken, visitorUuid } from "./auth-token";
import { storageKeys } from "./storage-keys";

/** The server's error body (ARCHITECTURE.md): thrown by every failed call with the status attached. */
export type TApiError = { status: number; message?: string; errors?: Record<string, string[]>; errorCode?: number };

export class ApiError extends Error {
  constructor(readonly body: TApiError) {
    super(body.message ?? `HTTP ${body.status}`);
  }
  get status() {
    return this.body.status;
  }
}

/** A call that got no answer within its timeout (told apart by name: `error.name === "TimeoutError"`). */
export class TimeoutError extends Error {
  constructor(method: string, url: string) {
    super(`Request timed out: ${method} ${url}`);
    this.name = "TimeoutError";
  }
}

/** Every call gives up after this long unless it asks for another limit. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type TSearchParams = URLSearchParams | Record<string, string | number | boolean | undefined>;

export type TCallOptions = Omit<RequestInit, "method" | "headers"> & {
  /** Any case ("post" or "POST"); GET when absent. */
  method?: string;
  headers?: Record<string, string>;
  /** Sent as the JSON body (Content-Type: application/json). */
  json?: unknown;
  /** Replace the path's query; undefined values are left out. */
  searchParams?: TSearchParams;
  /** Milliseconds until the call fails with TimeoutError (until the answer's headers arrive). */
  timeout?: number;
  /** Leave the stored token out (spec §6: a call refused with 401 is asked again as a visitor). */
  anonymous?: boolean;
};

function queryOf(searchParams: TSearchParams | undefined): string {
  if (!searchParams) return "";
  const params =
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(Object.entries(searchParams).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The headers of spec §7: bearer token from storage, Accept-Language from the stored language,
 * User-Uuid, and an X-Request-Id on every mutation so a retry is answered, not repeated (an explicit
 * X-Request-Id, even an empty one, is kept: an empty one asks the server not to keep the answer).
 */
export function headersOf(method: string, given: Record<string, string> | undefined, hasJson: boolean, anonymous: boolean): Headers {
  const headers = new Headers(given);
  const token = anonymous ? null : readToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  headers.set("Accept-Language", window.localStorage.getItem(storageKeys.language) ?? document.documentElement.lang ?? "ru");
  headers.set("User-Uuid", visitorUuid());
  if (method !== "GET" && !headers.has("X-Request-Id")) headers.set("X-Request-Id", crypto.randomUUID());
  if (hasJson && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return headers;
}

async function errorBodyOf(response: Response): Promise<Omit<TApiError, "status">> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Omit<TApiError, "status">) : {};
  } catch {
    return {};
  }
}

/**
 * The browser's API client (spec §7): `/api/{path}` with the shop's headers, no retries. A non-2xx
 * answer throws ApiError with the server's JSON body and the status; no answer within `timeout`
 * (30 s unless given) throws TimeoutError; the caller's `signal` cancels (its AbortError passes through).
 */
export async function request(path: string, options: TCallOptions = {}): Promise<Response> {
  const { json, searchParams, timeout = DEFAULT_TIMEOUT_MS, signal, headers, anonymous = false, method: givenMethod, ...init } = options;
  const method = (givenMethod ?? "GET").toUpperCase();
  const url = `/api/${path.replace(/^\//, "")}${queryOf(searchParams)}`;
  // The caller's signal cancels the whole call, reading the answer included; the timeout only the wait for it.
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener("abort", forwardAbort, { once: true });
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  try {
    const body = json !== undefined ? JSON.stringify(json) : init.body;
    response = await fetch(url, { ...init, method, headers: headersOf(method, headers, json !== undefined, anonymous), body, signal: controller.signal });
  } catch (error) {
    throw timedOut ? new TimeoutError(method, url) : error;
  } finally {
    window.clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError({ ...(await errorBodyOf(response)), status: response.status });
  return response;
}

/** A call answered with JSON: the parsed body ("" for an empty answer). */
export async function call<T>(path: string, options: TCallOptions = {}): Promise<T> {
  const response = await request(path, { ...options, headers: { Accept: "application/json", ...options.headers } });
  if (response.status === 204) return "" as T;
  const text = await response.text();
  return (text === "" ? "" : JSON.parse(text)) as T;
}
