import { ApiError, TimeoutError, headersOf, type TApiError } from "./api";

export type TUploadProgress = { loaded: number; total: number };

/**
 * A multipart POST to `/api/{path}` whose upload progress can be shown (fetch reports none): the shop's
 * headers as `call` sends them, the answer's JSON, ApiError on a non-2xx answer, TimeoutError after
 * `timeout` ms, and the caller's signal cancels (an AbortError, as fetch's).
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { timeout, signal, onProgress }: { timeout: number; signal?: AbortSignal; onProgress: (progress: TUploadProgress) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const url = `/api/${path.replace(/^\//, "")}`;
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.timeout = timeout;
    headersOf("POST", { Accept: "application/json" }, false, false).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError({ ...(typeof body === "object" && body !== null ? (body as Omit<TApiError, "status">) : {}), status: xhr.status }));
    };
    xhr.ontimeout = () => reject(new TimeoutError("POST", url));
    xhr.onerror = () => reject(new TypeError("Network error"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
