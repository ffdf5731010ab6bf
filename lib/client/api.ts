import ky, { HTTPError, type Options } from "ky";
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

/**
 * The browser's API client (spec §7): bearer token from storage, Accept-Language from the stored
 * language, User-Uuid, and an X-Request-Id on every mutation so a retry is answered, not repeated.
 */
export const api = ky.create({
  prefixUrl: "/api",
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readToken();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
        request.headers.set("Accept-Language", window.localStorage.getItem(storageKeys.language) ?? document.documentElement.lang ?? "ru");
        request.headers.set("User-Uuid", visitorUuid());
        if (request.method !== "GET" && !request.headers.has("X-Request-Id")) request.headers.set("X-Request-Id", crypto.randomUUID());
      },
    ],
  },
});

/** Runs a call and turns an HTTP error into ApiError carrying the server's JSON body. */
export async function call<T>(path: string, options: Options = {}): Promise<T> {
  try {
    return await api(path.replace(/^\//, ""), options).json<T>();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as Omit<TApiError, "status">;
      throw new ApiError({ ...body, status: error.response.status });
    }
    throw error;
  }
}
