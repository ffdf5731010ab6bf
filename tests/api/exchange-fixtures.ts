// Shared set-up of the 1C exchange tests (not a test file itself): calls /exchange/1c as 1C's module does.
import path from "node:path";
import yazl from "yazl";
import { GET, POST } from "@/app/exchange/1c/route";

/** 1C's own demo export (a copy of the shared real data, kept in the repository for fresh clones). */
export const DEMO_1C_FOLDER = path.resolve(__dirname, "../fixtures/real-data/commerceml-1c-demo");

export type TExchangeCall = {
  host?: string;
  type?: string;
  mode: string;
  filename?: string;
  /** The raw body of an upload (POST). */
  body?: Buffer | string;
  cookie?: string | null;
  auth?: { login: string; password: string } | null;
  headers?: Record<string, string>;
};

export type TExchangeAnswer = { status: number; headers: Headers; text: string; lines: string[] };

/** One call of the exchange as 1C makes it; the answer's text and its lines. */
export async function exchange(call: TExchangeCall): Promise<TExchangeAnswer> {
  const host = call.host ?? "localhost";
  const url = new URL(`http://${host}/exchange/1c`);
  url.searchParams.set("type", call.type ?? "catalog");
  url.searchParams.set("mode", call.mode);
  if (call.filename !== undefined) url.searchParams.set("filename", call.filename);
  const headers: Record<string, string> = { host, ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.auth) headers.authorization = `Basic ${Buffer.from(`${call.auth.login}:${call.auth.password}`).toString("base64")}`;
  const isPost = call.body !== undefined;
  if (isPost) headers["content-type"] = "application/octet-stream";
  const request = new Request(url, { method: isPost ? "POST" : "GET", headers, body: isPost ? new Uint8Array(Buffer.from(call.body ?? "")) : undefined });
  const response = await (isPost ? POST : GET)(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, lines: text.replace(/\n$/, "").split("\n") };
}

export const DEMO_EXCHANGE = { login: "exchange", password: "demo12345" };

/** checkauth with the demo credentials: the cookie 1C sends back on every later call ("name=value"). */
export async function signIn1C(host = "localhost", type = "catalog", headers: Record<string, string> = {}): Promise<string> {
  const res = await exchange({ host, type, mode: "checkauth", auth: DEMO_EXCHANGE, headers });
  if (res.lines[0] !== "success") throw new Error(`checkauth failed: ${res.text}`);
  return `${res.lines[1]}=${res.lines[2]}`;
}

/** Sends a file in parts of `partSize` bytes, as 1C does with a file over file_limit; the answers of each part. */
export async function uploadInParts(cookie: string, filename: string, data: Buffer, partSize: number, host = "localhost"): Promise<string[]> {
  const answers: string[] = [];
  for (let at = 0; at < data.length; at += partSize) {
    answers.push((await exchange({ host, mode: "file", filename, cookie, body: data.subarray(at, at + partSize) })).text);
  }
  return answers;
}

/** mode=import repeated as 1C repeats it, until the answer is no longer `progress`: the progress lines and the last answer. */
export async function importUntilDone(cookie: string, filename: string, host = "localhost"): Promise<{ progress: string[]; last: TExchangeAnswer }> {
  const progress: string[] = [];
  for (;;) {
    const last = await exchange({ host, mode: "import", filename, cookie });
    if (last.lines[0] !== "progress") return { progress, last };
    progress.push(last.lines[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A zip of the given files, written with yazl as an archiver would. */
export function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}
