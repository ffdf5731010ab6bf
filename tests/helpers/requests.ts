import { NextRequest } from "next/server";

/** A request as the browser would send it to `host` (the Host header drives tenancy). */
export function requestFor(host: string, pathAndQuery: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): NextRequest {
  return new NextRequest(`http://${host}${pathAndQuery}`, {
    method: init.method ?? "GET",
    headers: { host, ...init.headers },
    body: init.body,
  });
}
