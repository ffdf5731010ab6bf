import { eq, and } from "drizzle-orm";
import { createSession } from "@/lib/server/auth/create-session";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";

export type THandler = (request: Request, segment: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

type TCall = {
  host?: string;
  path?: string;
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** A body sent as is (not JSON-encoded): malformed JSON, numbers JSON.stringify cannot write. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a route handler in-process the way a browser on `host` would. Returns status, headers and JSON. */
export async function callRoute<T = Record<string, unknown>>(handler: THandler, call: TCall = {}) {
  const host = call.host ?? "localhost";
  const url = new URL(`http://${host}${call.path ?? "/api/test"}`);
  for (const [k, v] of Object.entries(call.query ?? {})) for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, one);
  const headers: Record<string, string> = { host, ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: BodyInit | undefined;
  if (call.rawBody !== undefined) body = call.rawBody;
  else if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await handler(new Request(url, { method: call.method ?? (body ? "POST" : "GET"), headers, body }), {
    params: Promise.resolve(call.params ?? {}),
  });
  const text = await response.text();
  let json: T;
  try {
    json = (text ? JSON.parse(text) : {}) as T;
  } catch {
    json = { raw: text } as T;
  }
  return { status: response.status, headers: response.headers, json };
}

/** A bearer token for a seeded account (by e-mail) on a host, without going through the sign-in call. */
export async function tokenFor(email: string, host = "localhost"): Promise<string> {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  const [user] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  if (!user) throw new Error(`no user ${email} on ${host}`);
  return (await createSession({ site }, { userId: user.id, rememberMe: false })).token;
}
