// The seller console's command shape and the readers of its options.
import type { ParseArgsConfig } from "node:util";
import { operatorLocale } from "../../lib/server/i18n/operator-locale";
import { translator } from "../../lib/server/i18n/translator";
import { findSiteOrThrow } from "../../lib/server/sites/find-site-or-throw";

const t = translator(operatorLocale, "sellerConsole.frame");

export type TOptions = NonNullable<ParseArgsConfig["options"]>;
export type TValues = Record<string, string | boolean | string[] | undefined>;

export type TCommand = {
  name: string;
  summary: string;
  usage: string;
  example: string;
  options: TOptions;
  /** Takes one positional argument (a file or folder). */
  positional?: boolean;
  run: (values: TValues, positionals: string[]) => Promise<void>;
};

export class UsageError extends Error {}

export function text(values: TValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

export function list(values: TValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

export function required(values: TValues, name: string): string {
  const value = text(values, name)?.trim();
  if (!value) throw new UsageError(t("optionRequired", { name }));
  return value;
}

export function positiveInt(values: TValues, name: string, fallback?: number): number | undefined {
  const value = text(values, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(t("positiveInteger", { name }));
  return n;
}

/** The site a command works on: --site (its code or one of its hosts; --host is the old name). */
export function siteOf(values: TValues) {
  const ref = text(values, "site") ?? text(values, "host");
  if (!ref?.trim()) throw new UsageError(t("siteRequired"));
  return findSiteOrThrow(ref);
}

