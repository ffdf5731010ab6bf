// Property-based fuzzing of every route of the route table (issue 16): random and hostile path segments,
// query strings and bodies, anonymous and signed in. Whatever comes in, no answer is a 5xx, and every 4xx
// of /api is the error shape `{ message, errors?, errorCode? }`. The routes are read from app/ on disk, so
// a new route is fuzzed without anyone adding it here.
//
// FUZZ_RUNS (cases in all, default 40 a route file), FUZZ_SEED (default random; a failure prints it with the
// command that replays it) and FUZZ_ROUTE steer it; `npm run fuzz -- --runs 100000` is the long run.
import fc from "fast-check";
import { callRoute } from "../helpers/call-route";
import { fuzzConfig, isErrorShape } from "../helpers/fuzz-config";
import { hostileBody, hostileQuery, hostileSegment } from "../helpers/fuzz-inputs";
import { loadRouteTable, pathOf, routeFiles, type THttpMethod, type TRouteEntry } from "../helpers/route-table";
import { throwawayCopyToken } from "../helpers/throwaway-buyer";

const { runsPerRoute, seed, only } = fuzzConfig();
const files = routeFiles().filter((file) => !only || file.includes(only));
const runs = runsPerRoute(files.length);

type TTokens = { buyer: string; otherSite: string };
let tokens: TTokens;
let table: Map<string, TRouteEntry>;

beforeAll(async () => {
  tokens = { buyer: await throwawayCopyToken("buyer@demo.test"), otherSite: await throwawayCopyToken("buyer@demo.test", "second.localhost") };
  const entries = await loadRouteTable();
  table = new Map(entries.map((entry, i) => [routeFiles()[i], entry]));
});

const caseOf = (params: string[], methods: string[]) =>
  fc.record({
    method: fc.constantFrom(...methods),
    params: fc.tuple(...params.map(() => hostileSegment)),
    query: hostileQuery,
    body: fc.option(hostileBody, { freq: 4 }),
    contentType: fc.constantFrom("application/json", "application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=x"),
    who: fc.constantFrom("anonymous", "buyer", "buyer", "other-site", "garbage"),
    host: fc.constantFrom("localhost", "localhost", "localhost", "second.localhost", "nosuch.localhost", "LOCALHOST:3000"),
    ip: fc.ipV4(),
  });

type TCase = ReturnType<typeof caseOf> extends fc.Arbitrary<infer T> ? T : never;

async function send(entry: TRouteEntry, c: TCase) {
  const params = Object.fromEntries(entry.params.map((name, i) => [name, c.params[i]]));
  const token = c.who === "buyer" ? tokens.buyer : c.who === "other-site" ? tokens.otherSite : c.who === "garbage" ? "garbage-token" : undefined;
  const hasBody = c.method !== "GET" && c.body !== null;
  let form: FormData | undefined;
  if (hasBody && c.body?.kind === "form") {
    form = new FormData();
    for (const [key, value] of c.body.fields) form.append(key, value);
    form.append("file", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], { type: "image/jpeg" }), "x.jpg");
  }
  const result = await callRoute(entry.handlers[c.method as THttpMethod] as never, {
    host: c.host,
    method: c.method,
    path: pathOf(entry, params),
    params,
    query: Object.fromEntries(c.query),
    token,
    headers: { "x-forwarded-for": c.ip, ...(hasBody && !form ? { "content-type": c.contentType } : {}) },
    ...(form ? { body: form } : hasBody && c.body?.kind === "json" ? { rawBody: c.body.text } : {}),
  });
  // A call that signed the buyer out or deleted the account leaves a dead token: the next case gets a new buyer.
  if (result.status === 401 && c.who === "buyer") tokens.buyer = await throwawayCopyToken("buyer@demo.test");
  if (result.status === 401 && c.who === "other-site" && c.host === "second.localhost") tokens.otherSite = await throwawayCopyToken("buyer@demo.test", "second.localhost");
  return result;
}

describe("fuzzing every route", () => {
  it("finds the routes on disk", () => {
    expect(files.length).toBeGreaterThan(only ? 0 : 50);
  });

  it.each(files)("%s: no 5xx, every 4xx in the error shape", async (file) => {
    const entry = table.get(file);
    if (!entry) throw new Error(`${file} did not load`);
    const methods = Object.keys(entry.handlers);
    expect(methods.length).toBeGreaterThan(0);
    const replay = `npm run fuzz -- --route '${file}' --runs ${runs} --seed ${seed}`;
    await fc.assert(
      fc.asyncProperty(caseOf(entry.params, methods), async (c) => {
        const { status, json } = await send(entry, c);
        if (status >= 500) throw new Error(`${c.method} ${entry.path} answered ${status}: ${JSON.stringify(json).slice(0, 300)} (replay: ${replay})`);
        if (status >= 400 && entry.path.startsWith("/api/") && !isErrorShape(json)) {
          throw new Error(`${c.method} ${entry.path} answered ${status} outside the error shape: ${JSON.stringify(json).slice(0, 300)} (replay: ${replay})`);
        }
      }),
      { numRuns: runs, seed },
    );
  }, Math.max(60_000, runs * 2_000));
});
