import "server-only";
import type { TImportCounts, TImportProblem } from "../db/schema";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

/** The import log's texts (phases, problems, errors) in the operator's language: a run stores them as written. */
export const importLogText = translator(operatorLocale, "importLog");

/** How many problems a run keeps to show (all are counted). */
export const PROBLEMS_KEPT = 1000;

export const emptyCounts = (): TImportCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  skipped: 0,
  sections: 0,
  features: 0,
  prices: 0,
  stocks: 0,
  pictures: 0,
});

/** What a run carries from batch to batch: its counts and problems, and what it has seen so far. */
export type TImportState = {
  runId: number;
  siteId: number;
  /** Absolute folder of the package: 1C's pictures are read relative to it. */
  folder: string;
  counts: TImportCounts;
  problems: TImportProblem[];
  problemCount: number;
  processed: number;
  /** Goods that got a characteristic offer in this run, and those that got an offer of their own. */
  characteristicParents: Set<string>;
  plainOffers: Set<string>;
  /** Which parts of a 1C package the run read, and whether each was full. */
  parts: { catalog?: boolean; offers?: boolean };
};

/** A line of the report: something skipped (counted as such) or, with `skipped: false`, a warning. */
export function reportProblem(state: TImportState, where: string, reason: string, { skipped = true } = {}): void {
  state.problemCount++;
  if (skipped) state.counts.skipped++;
  if (state.problems.length < PROBLEMS_KEPT) state.problems.push({ where, reason });
}
