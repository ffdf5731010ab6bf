import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, getDbHandle, type TDb } from "../db/client";
import { exchangeAccounts, importRuns, type TImportCounts, type TImportProblem, type TImportRunStatus, type TImportSource, type TImportTrigger } from "../db/schema";
import { AppError } from "../http/app-error";
import { rowsOf } from "../db/rows";
import { logger } from "../log";
import { refreshSearchIndex, refreshSearchWords } from "../search/refresh-search-index";
import { applyGoods } from "./apply-goods";
import { applyOffers } from "./apply-offers";
import { applyPriceRows } from "./apply-price-rows";
import { goodsWithCharacteristics } from "./apply-products";
import { CatalogReferences } from "./catalog-references";
import { finishImport } from "./finish-import";
import type { TImportRecord, TOfferRecord, TPriceListRecord, TProductRecord } from "./import-records";
import { emptyCounts, importLogText, reportProblem, type TImportState } from "./import-state";
import { readRecords } from "./read-records";
import { XmlFileError } from "./xml/read-xml-elements";
import { pathInFolder } from "../storage/path-in-folder";

export type TImportRequest = {
  siteId: number;
  source: TImportSource;
  trigger: TImportTrigger;
  /** Absolute folder holding the files (1C pictures are read relative to it). */
  folder: string;
  /** Names relative to the folder, applied in this order. */
  files: string[];
};

export type TImportRunView = {
  id: number;
  siteId: number;
  source: TImportSource;
  trigger: TImportTrigger;
  files: string[];
  isFull: boolean;
  status: TImportRunStatus;
  phase: string;
  processed: number;
  counts: TImportCounts;
  problems: TImportProblem[];
  problemCount: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
};

/** Products, offers or price-list lines written per transaction: short enough that requests interleave. */
const BATCH = 500;
/** The catalogue size (products of the site) from which a run keeps the planner's statistics fresh. */
const ANALYZE_FROM = 1000;
// The tables a batch writes and its search refresh reads. PGlite runs no autovacuum: a catalogue that
// grew from nothing in this run has no statistics, and the planner, taking each table for a few rows,
// loops where it should hash (and the storefront's queries after the run do the same).
const ANALYZED = sql`products, product_features, product_prices, stocks, product_search, search_feature_values, search_feature_lists, search_facet_profiles`;
/** A running run whose heartbeat stopped this long ago was cut off (on PostgreSQL, where processes share runs). */
const STALE_MS = 2 * 60_000;

// The runs this process is executing: with the embedded database no other process can run one, so any
// other `running` run was cut off by a crash.
const globalRuns = globalThis as unknown as { __b2bImportRuns?: Set<number> };
const ownRuns = (globalRuns.__b2bImportRuns ??= new Set());

/** A file the run cannot read at all: the run fails with this message. */
export class ImportFileError extends Error {}

const viewOf = (row: typeof importRuns.$inferSelect): TImportRunView => ({
  id: row.id,
  siteId: row.siteId,
  source: row.source,
  trigger: row.trigger,
  files: row.files,
  isFull: row.isFull,
  status: row.status,
  phase: row.phase,
  processed: row.processed,
  counts: row.counts,
  problems: row.problems,
  problemCount: row.problemCount,
  error: row.error,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
});

async function closeAbandonedRuns(db: TDb, siteId: number): Promise<void> {
  const abandoned = getDbHandle().kind === "pglite" ? sql`true` : sql`heartbeat_at < now() - make_interval(secs => ${STALE_MS / 1000})`;
  const running = await db.select({ id: importRuns.id }).from(importRuns).where(and(eq(importRuns.siteId, siteId), eq(importRuns.status, "running"), abandoned));
  for (const run of running.filter((r) => !ownRuns.has(r.id))) {
    await db
      .update(importRuns)
      .set({ status: "failed", error: importLogText("errors.interrupted"), finishedAt: new Date() })
      .where(and(eq(importRuns.siteId, siteId), eq(importRuns.id, run.id), eq(importRuns.status, "running")));
  }
}

async function beginRun(request: TImportRequest): Promise<number> {
  const db = getDb();
  await closeAbandonedRuns(db, request.siteId);
  try {
    const [row] = await db
      .insert(importRuns)
      .values({ siteId: request.siteId, source: request.source, trigger: request.trigger, files: request.files, isFull: request.source === "yml", counts: emptyCounts(), phase: importLogText("phase.start") })
      .returning({ id: importRuns.id });
    ownRuns.add(row.id);
    return row.id;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === "23505") {
      throw new AppError("CONFLICT", importLogText("errors.anotherRunning"));
    }
    throw error;
  }
}

async function saveProgress(state: TImportState, phase: string, onProgress?: (run: TImportRunView) => void): Promise<void> {
  const [row] = await getDb()
    .update(importRuns)
    .set({ phase, processed: state.processed, counts: state.counts, problems: state.problems, problemCount: state.problemCount, heartbeatAt: new Date(), isFull: state.parts.catalog ?? state.parts.offers ?? false })
    .where(and(eq(importRuns.siteId, state.siteId), eq(importRuns.id, state.runId)))
    .returning();
  if (row && onProgress) onProgress(viewOf(row));
}

async function brandPropertiesOf(siteId: number): Promise<string[] | undefined> {
  const [account] = await getDb().select({ settings: exchangeAccounts.settings }).from(exchangeAccounts).where(eq(exchangeAccounts.siteId, siteId));
  return account?.settings.brandProperties;
}

async function execute(request: TImportRequest, runId: number, onProgress?: (run: TImportRunView) => void): Promise<TImportRunView> {
  const db = getDb();
  const { siteId } = request;
  const state: TImportState = {
    runId,
    siteId,
    folder: request.folder,
    counts: emptyCounts(),
    problems: [],
    problemCount: 0,
    processed: 0,
    characteristicParents: new Set(),
    plainOffers: new Set(),
    parts: {},
  };
  let status: TImportRunStatus = "succeeded";
  let error: string | null = null;
  try {
    const refs = await CatalogReferences.load(db, siteId);
    const withCharacteristics = request.source === "commerceml" ? await goodsWithCharacteristics(db, siteId) : new Set<string>();
    const brandProperties = await brandPropertiesOf(siteId);
    let goods: TProductRecord[] = [];
    let offers: TOfferRecord[] = [];
    let rows: TPriceListRecord[] = [];
    let touched = 0;
    // Statistics are gathered whenever the site's catalogue has doubled since they last were (a handful of
    // times in a run), and once at its end if it wrote anything.
    const [{ count: initial }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM products WHERE site_id = ${siteId}`));
    let analyzedAt = Math.max(initial, ANALYZE_FROM / 2);
    const analyzeIfGrown = async () => {
      const size = initial + state.counts.created;
      if (size < 2 * analyzedAt) return;
      analyzedAt = size;
      await db.execute(sql`ANALYZE ${ANALYZED}`);
    };
    const inTransaction = async (apply: (tx: TDb) => Promise<number[]>) => {
      await db.transaction(async (tx) => {
        const ids = await apply(tx as unknown as TDb);
        touched += ids.length;
        if (ids.length > 0) await refreshSearchIndex(tx, siteId, { productIds: ids });
      });
    };
    const flush = async () => {
      if (goods.length > 0) {
        const batch = goods;
        goods = [];
        await inTransaction((tx) => applyGoods(tx, refs, state, batch, withCharacteristics));
        await analyzeIfGrown();
        await saveProgress(state, importLogText("phase.products", { count: state.processed }), onProgress);
      }
      if (offers.length > 0) {
        const batch = offers;
        offers = [];
        await inTransaction((tx) => applyOffers(tx, refs, state, batch));
        await analyzeIfGrown();
        await saveProgress(state, importLogText("phase.offers", { count: state.processed }), onProgress);
      }
      if (rows.length > 0) {
        const batch = rows;
        rows = [];
        await inTransaction((tx) => applyPriceRows(tx, refs, state, batch));
        await saveProgress(state, importLogText("phase.priceRows", { count: state.processed }), onProgress);
      }
    };
    for (const name of request.files) {
      const file = pathInFolder(path.resolve(request.folder), name);
      if (!file || !(await fs.stat(file).catch(() => null))?.isFile()) {
        throw new ImportFileError(importLogText("errors.fileNotFound", { name }));
      }
      for await (const record of readRecords(request.source, file, { siteId, brandProperties }) as AsyncIterable<TImportRecord>) {
        switch (record.kind) {
          case "package":
            state.parts[record.part] = (state.parts[record.part] ?? true) && record.isFull;
            break;
          case "section":
            await flush();
            if ((await refs.saveSection(db, record)) !== "unchanged") state.counts.sections++;
            break;
          case "feature":
            await flush();
            await refs.saveFeature(db, record);
            state.counts.features++;
            break;
          case "price-type":
            await flush();
            await refs.savePriceType(db, record);
            break;
          case "warehouse":
            await flush();
            await refs.saveWarehouse(db, record);
            break;
          case "product":
            state.processed++;
            goods.push(record);
            if (goods.length >= BATCH) await flush();
            break;
          case "offer":
            state.processed++;
            offers.push(record);
            if (offers.length >= BATCH) await flush();
            break;
          case "price-row":
            state.processed++;
            rows.push(record);
            if (rows.length >= BATCH) await flush();
            break;
          case "skip":
            reportProblem(state, record.where, record.reason);
            break;
        }
      }
      await flush();
    }
    await inTransaction((tx) => finishImport(tx, state, request.source));
    if (touched > 0) {
      await refreshSearchWords(db, siteId);
      await db.execute(sql`ANALYZE ${ANALYZED}`);
    }
  } catch (e) {
    status = "failed";
    if (e instanceof ImportFileError || e instanceof XmlFileError || e instanceof AppError) error = e.message;
    else {
      logger.error({ err: e, runId, siteId }, "import run failed");
      const cause = ((e as { cause?: Error }).cause ?? e) as Error;
      error = importLogText("errors.internal", { message: cause.message.split("\n")[0].slice(0, 300) });
    }
  } finally {
    ownRuns.delete(runId);
  }
  const [row] = await db
    .update(importRuns)
    .set({
      status,
      error,
      phase: status === "succeeded" ? importLogText("phase.done") : importLogText("phase.failed"),
      processed: state.processed,
      counts: state.counts,
      problems: state.problems,
      problemCount: state.problemCount,
      isFull: state.parts.catalog ?? state.parts.offers ?? request.source === "yml",
      finishedAt: new Date(),
      heartbeatAt: new Date(),
    })
    .where(and(eq(importRuns.siteId, siteId), eq(importRuns.id, runId)))
    .returning();
  const view = viewOf(row);
  onProgress?.(view);
  return view;
}

/** Starts a run in the background and returns at once; CONFLICT while another run of the site is going. */
export async function startImport(request: TImportRequest): Promise<{ runId: number }> {
  const runId = await beginRun(request);
  void execute(request, runId).catch((err) => logger.error({ err, runId }, "import run could not be closed"));
  return { runId };
}

/** Runs to the end (the seller console): resolves with the finished run, succeeded or failed. */
export async function runImport(request: TImportRequest, options: { onProgress?: (run: TImportRunView) => void } = {}): Promise<TImportRunView> {
  const runId = await beginRun(request);
  return execute(request, runId, options.onProgress);
}

export async function getImportRun(siteId: number, runId: number): Promise<TImportRunView | null> {
  const [row] = await getDb()
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.siteId, siteId), eq(importRuns.id, runId)));
  return row ? viewOf(row) : null;
}

export async function listImportRuns(siteId: number, limit = 20): Promise<TImportRunView[]> {
  const rows = await getDb().select().from(importRuns).where(eq(importRuns.siteId, siteId)).orderBy(desc(importRuns.id)).limit(limit);
  return rows.map(viewOf);
}
