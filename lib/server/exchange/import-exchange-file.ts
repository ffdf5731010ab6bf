import "server-only";
import fsp from "node:fs/promises";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { importRuns } from "../db/schema";
import { AppError } from "../http/app-error";
import { startImport } from "../imports/run-import";
import type { TSite } from "../sites/resolve-site";
import { ExchangeFailure, type TExchangeStep } from "./exchange-answer";
import { filePathOrFail } from "./exchange-folder";
import type { TExchangeSession } from "./exchange-session";
import { exchangeText } from "./exchange-text";
import { pendingZips, unpackExchangeZip } from "./unpack-exchange-zip";

/** The latest run of exactly this file that began in this session (import_runs is the only state kept). */
async function runOfFile(siteId: number, session: TExchangeSession, name: string) {
  const [run] = await getDb()
    .select({ id: importRuns.id, status: importRuns.status, phase: importRuns.phase, error: importRuns.error })
    .from(importRuns)
    .where(and(eq(importRuns.siteId, siteId), gte(importRuns.startedAt, session.createdAt), sql`${importRuns.files} = ARRAY[${name}]::text[]`))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(1);
  return run ?? null;
}

/**
 * mode=import (catalog), which 1C repeats until it hears `success` or `failure`. The first call unpacks
 * the zips uploaded in this session and starts the import of the file in the background; later calls
 * report its run: `progress` with its phase line while it goes, then `success`, or `failure` and why.
 * While another run of the site goes the file waits (`progress`, 1C calls again).
 */
export async function importExchangeFile(site: TSite, session: TExchangeSession, { folder, name }: { folder: string; name: string | null }): Promise<TExchangeStep> {
  for (const zip of await pendingZips(folder)) await unpackExchangeZip(folder, zip);
  const file = filePathOrFail(folder, name);
  const fileName = name ?? "";
  const run = await runOfFile(site.id, session, fileName);
  if (run?.status === "succeeded") return { kind: "success" };
  if (run?.status === "failed") throw new ExchangeFailure(run.error || exchangeText.importFailed);
  if (run) return { kind: "progress", line: run.phase || exchangeText.importStarted };

  const isThere = await fsp.stat(file).then((s) => s.isFile(), () => false);
  if (!isThere) throw new ExchangeFailure(exchangeText.notUploaded(fileName));
  try {
    await startImport({ siteId: site.id, source: "commerceml", trigger: "exchange", folder, files: [fileName] });
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return { kind: "progress", line: exchangeText.waitingForOther };
    throw error;
  }
  const started = await runOfFile(site.id, session, fileName);
  if (started?.status === "succeeded") return { kind: "success" };
  if (started?.status === "failed") throw new ExchangeFailure(started.error || exchangeText.importFailed);
  return { kind: "progress", line: started?.phase || exchangeText.importStarted };
}
