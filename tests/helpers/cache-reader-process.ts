// A second server process for tests/api/cache-across-processes.test.ts: it opens DATABASE_URL, listens for
// cache invalidations as `npm start` does (startCacheListener), and answers reads through the same cached
// services the pages use, one JSON line per request line on stdin:
//   {"id":1,"op":"settings","host":"localhost"}          → the site's settings (lookupSite, cached)
//   {"id":2,"op":"synonyms","siteId":1}                  → the site's synonym groups (siteSynonyms, cached)
//   {"id":3,"op":"message","host":"localhost","locale":"ru","path":"shell.skipToContent"} → one text (getSiteMessages, cached)
//   {"id":4,"op":"club","siteId":1}                      → the club programme's levels and rules (loadClubProgram, cached)
// It prints {"ready":true} once it listens. Run: tsx --conditions=react-server tests/helpers/cache-reader-process.ts
import readline from "node:readline";
import type { TMessageTree } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import { startCacheListener } from "@/lib/server/cache/cache-listener";
import { loadClubProgram } from "@/lib/server/club/club-program";
import { closeDb } from "@/lib/server/db/client";
import { getSiteMessages } from "@/lib/server/i18n/site-messages";
import { siteSynonyms } from "@/lib/server/search/site-synonyms";
import { lookupSite } from "@/lib/server/sites/resolve-site";

type TRequest = { id: number; op: "settings" | "synonyms" | "message" | "club"; host?: string; siteId?: number; locale?: TLocale; path?: string };

async function siteOf(host: string | undefined) {
  const found = await lookupSite(host);
  if (found.kind === "unknown") throw new Error(`no site ${host}`);
  return found.site;
}

async function answer(request: TRequest): Promise<unknown> {
  if (request.op === "settings") return (await siteOf(request.host)).settings;
  if (request.op === "synonyms") return (await siteSynonyms(request.siteId ?? 0)).map((g) => g.phrases);
  if (request.op === "club") {
    const program = await loadClubProgram(request.siteId ?? 0);
    return { levels: program.levels.map((l) => l.name), rules: program.rules.map((r) => `${r.kind}:${r.name}:${r.percentBp}`), sections: program.sectionBp.size };
  }
  const tree = await getSiteMessages({ site: await siteOf(request.host) }, request.locale ?? "ru");
  return (request.path ?? "").split(".").reduce<TMessageTree | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const listener = startCacheListener(url);
await listener.ready;
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const request = JSON.parse(line) as TRequest;
  answer(request).then(
    (result) => process.stdout.write(`${JSON.stringify({ id: request.id, result })}\n`),
    (error: Error) => process.stdout.write(`${JSON.stringify({ id: request.id, error: error.message })}\n`),
  );
});
lines.on("close", () => {
  void listener.stop().then(closeDb);
});
