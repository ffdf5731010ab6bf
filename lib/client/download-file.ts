import { request, type TCallOptions } from "./api";

/**
 * Calls the API for a file and lets the browser save it under the name the server gives
 * (Content-Disposition, RFC 5987 `filename*` first), else `fallbackName`. A failure throws ApiError.
 */
export async function downloadFile(path: string, options: TCallOptions, fallbackName: string): Promise<void> {
  // An empty X-Request-Id keeps the client's automatic one off: a file is not a replayable answer,
  // and the server would otherwise keep a copy of it for retries.
  const response = await request(path, { ...options, headers: { "X-Request-Id": "", ...options.headers } });
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
