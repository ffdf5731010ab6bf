import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";

/**
 * Inputs an attacker or a careless client sends: control and invisible characters, half a surrogate pair,
 * strings far past any column, SQL and HTML, numbers at and past the edges of the columns, words that are
 * names of Object.prototype's members.
 */
const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00",
  "\uDBFF\uDFFF",
  "\u202Eевоцен\u202C",
  "\u200F\u200E\u061C",
  "\uFEFF",
  "x".repeat(100_000),
  "Щ".repeat(20_000),
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "%' UNION SELECT password FROM users --",
  "\\",
  "%",
  "%00",
  "%FF",
  "_",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../etc/passwd",
  "-1",
  "0",
  "-0",
  "1.5",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "2024-02-30",
  "9999-12-31T23:59:59Z",
  "test@example.com",
  "😀👍🏽",
  "ru",
  "en",
  "checkauth",
  "init",
  "import",
  "query",
  "success",
  "catalog",
  "sale",
  "import.xml",
];

/** Keys that are members of every plain object: a lookup `table[key]` finds a function, not undefined. */
export const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__"];

/** Every field name the API contracts declare (lib/contracts), so random bodies reach past "unknown key". */
function contractFieldNames(): string[] {
  const folder = path.resolve(__dirname, "../../lib/contracts");
  const names = new Set<string>();
  for (const file of fs.readdirSync(folder)) {
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    for (const m of text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\??\s*:\s*(?:z\.|Z[A-Z])/g)) names.add(m[1]);
  }
  return [...names].sort();
}

// 1C's exchange protocol (app/exchange/1c) speaks in query words no contract declares.
const exchangeWords = ["mode", "type", "filename", "sessid", "checkauth", "init", "file", "import", "query", "success", "catalog", "sale", "import.xml", "offers.xml"];

export const fieldNames = [...contractFieldNames(), ...exchangeWords];

/** A JSON number written as is: JSON.stringify cannot write 1e309 or 30 digits. */
class RawNumber {
  constructor(readonly text: string) {}
}

/** A JSON object kept as entries: `{ "__proto__": … }` as an object literal would set the prototype instead. */
class JsonObject {
  constructor(readonly entries: [string, TJson][]) {}
}

type TJson = string | boolean | null | RawNumber | JsonObject | TJson[];

/** The JSON text of a generated value. */
export function jsonText(value: TJson): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  return JSON.stringify(value);
}

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 5000 }).map(String) },
);

const edgeNumbers = ["-1", "0", "1", "-0", "0.5", "2147483647", "2147483648", "-2147483649", "4294967296", "9007199254740993", "1e309", "-1e309", "1e-400", "123456789012345678901234567890", "1E3"];

const jsonNumber: fc.Arbitrary<TJson> = fc.oneof(
  fc.constantFrom(...edgeNumbers).map((text) => new RawNumber(text)),
  fc.integer().map((n) => new RawNumber(String(n))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => new RawNumber(JSON.stringify(n))),
);

/** An object key: mostly a field some contract knows, else a prototype member or anything at all. */
export const hostileKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom(...prototypeKeys) },
  { weight: 1, arbitrary: hostileString },
);

const { json } = fc.letrec<{ json: TJson; leaf: TJson; array: TJson; object: TJson }>((tie) => ({
  json: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("leaf"), tie("array"), tie("object")),
  leaf: fc.oneof(hostileString, jsonNumber, fc.boolean(), fc.constant(null)),
  array: fc.array(tie("json"), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie("json")), { maxLength: 6 }).map((entries) => new JsonObject(entries)),
}));

/** A request body: mostly a JSON object of contract fields with hostile values, sometimes no JSON at all. */
export const hostileBody: fc.Arbitrary<{ kind: "json"; text: string } | { kind: "form"; fields: [string, string][] }> = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.tuple(hostileKey, json), { maxLength: 8 }).map((entries) => ({ kind: "json" as const, text: jsonText(new JsonObject(entries)) })) },
  { weight: 1, arbitrary: json.map((value) => ({ kind: "json" as const, text: jsonText(value) })) },
  { weight: 1, arbitrary: fc.constantFrom("{", "[1,", "nul", "\u0000", '{"a":1}{', "1e309", "NaN", '"\uD800"', "").map((text) => ({ kind: "json" as const, text })) },
  { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 4 }).map((fields) => ({ kind: "form" as const, fields })) },
);

/** A query string: contract fields and prototype members, one value or several. */
export const hostileQuery: fc.Arbitrary<[string, string[]][]> = fc.array(fc.tuple(hostileKey, fc.array(hostileString, { minLength: 1, maxLength: 3 })), { maxLength: 6 });

/** A path segment's value: real-looking ids and names next to hostile strings. */
export const hostileSegment = fc.oneof(
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom("1", "2", "3", "10", "100", "ru", "en", "local", "dadata", "news", "articles", "sber", "tinkoff") },
  { weight: 1, arbitrary: fc.nat({ max: 2000 }).map(String) },
);
