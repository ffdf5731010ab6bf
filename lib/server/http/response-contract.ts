import "server-only";
import { isDeepStrictEqual } from "node:util";
import { ZErrorResponse, isJsonContract, type TResponseContract } from "@/lib/contracts/http";
import type { ZodType } from "zod";
import { getEnv } from "../env";
import { logger } from "../log";

/** What a route declares about itself: the schemas the route kit parses with and the answer it promises. */
export type TRouteContract = {
  auth: "none" | "optional" | "required";
  query?: ZodType;
  body?: ZodType;
  params?: ZodType;
  /** The body is read by the handler itself (multipart, a signed raw body). */
  rawBody?: boolean;
  response: TResponseContract;
  /** The status of a JSON success when it is not 200. */
  status?: number;
  /** The request body's media types when it is not JSON. */
  requestMediaTypes?: readonly string[];
};

type THandler = (request: Request, segment?: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type TContractedHandler<H extends THandler = THandler> = H & { contract: TRouteContract };

/** The contract a route module's handler declared, or null (a route without one fails tests/api/openapi.test.ts). */
export function contractOf(handler: unknown): TRouteContract | null {
  return typeof handler === "function" && "contract" in handler ? (handler.contract as TRouteContract) : null;
}

function firstDifference(actual: unknown, expected: unknown, path = ""): string {
  if (actual && expected && typeof actual === "object" && typeof expected === "object") {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    for (const key of keys) {
      const a = (actual as Record<string, unknown>)[key];
      const e = (expected as Record<string, unknown>)[key];
      if (!(key in expected)) return `${path}${key} is not in the contract`;
      if (!isDeepStrictEqual(a, e)) return firstDifference(a, e, `${path}${key}.`);
    }
  }
  return `${path || "the body"} differs from what the contract makes of it`;
}

/**
 * Null when `response` keeps the contract, else what drifted: a JSON answer must parse with the schema and
 * hold nothing the schema does not name (an undeclared field is drift too); a failure must be the error shape.
 */
export async function responseDrift({ response: contract, status = 200 }: Pick<TRouteContract, "response" | "status">, response: Response, path = "/api/"): Promise<string | null> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 400) {
    // 1C's exchange answers its failures in its own text protocol.
    if (!path.startsWith("/api/")) return null;
    if (!type.includes("json")) return `a ${response.status} answered ${type || "without a content type"}, not the JSON error shape`;
    const parsed = ZErrorResponse.safeParse(await response.clone().json());
    return parsed.success ? null : `a ${response.status} is not the error shape: ${parsed.error.message}`;
  }
  if (!isJsonContract(contract)) {
    if (contract.kind === "empty") return response.status === 204 ? null : `answered ${response.status}, the contract says 204 No Content`;
    if (contract.kind === "redirect") return response.status >= 300 && response.status < 400 && response.headers.get("location") ? null : `answered ${response.status}, the contract says a redirect`;
    return contract.mediaTypes.some((media) => type.startsWith(media)) ? null : `answered ${type || "no content type"}, the contract says ${contract.mediaTypes.join(" or ")}`;
  }
  if (response.status !== status || !type.includes("application/json")) return `answered ${response.status} ${type || "without a content type"}, the contract says ${status} JSON`;
  const body: unknown = JSON.parse(await response.clone().text());
  const parsed = contract.safeParse(body);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".") || "the body"}: ${issue.message}`).slice(0, 5).join("; ");
  const canonical: unknown = JSON.parse(JSON.stringify(parsed.data));
  return isDeepStrictEqual(canonical, body) ? null : firstDifference(body, canonical);
}

/**
 * The handler with its contract attached (the OpenAPI document and the route table read it from there).
 * Under tests every answer is checked against the contract and a drift becomes a 500 that names it, so the
 * API test that made the call fails; production and e2e servers answer unchecked.
 */
export function withContract(contract: TRouteContract, handler: THandler): TContractedHandler {
  // Read per call, not when the route module loads: reading the environment at import would fix it
  // (getEnv caches) before a test has set its own DATA_DIR, and files would land in another folder.
  const wrapped: THandler = async (request, segment) => {
    if (getEnv().NODE_ENV !== "test") return handler(request, segment);
    const answer = await handler(request, segment);
    const path = new URL(request.url).pathname;
    const drift = await responseDrift(contract, answer, path);
    if (!drift) return answer;
    logger.error({ method: request.method, path, drift }, "response drifted from its contract");
    return Response.json({ message: `The answer drifted from its contract: ${drift}` }, { status: 500 });
  };
  return Object.assign(wrapped, { contract });
}
