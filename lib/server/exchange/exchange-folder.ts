import "server-only";
import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../env";
import { pathInFolder } from "../storage/path-in-folder";
import { ExchangeFailure } from "./exchange-answer";
import { exchangeText } from "./exchange-text";

/** Where a site's exchange keeps the files 1C sent in the current session: DATA_DIR/exchange/{siteId}/. */
export function exchangeFolder(siteId: number): string {
  return path.join(getEnv().dataDir, "exchange", String(siteId));
}

/** pathInFolder, or the `failure` 1C shows. */
export function filePathOrFail(folder: string, name: string | null): string {
  if (!name) throw new ExchangeFailure(exchangeText.noFileName);
  const full = pathInFolder(folder, name);
  if (!full) throw new ExchangeFailure(exchangeText.badFileName(name));
  return full;
}

/** Bytes held under the folder (0 when it does not exist). */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  let entries: Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Empties the site's exchange folder (catalog init: the previous session's files are done with). */
export async function clearExchangeFolder(siteId: number): Promise<void> {
  const folder = exchangeFolder(siteId);
  await fs.rm(folder, { recursive: true, force: true });
  await fs.mkdir(folder, { recursive: true });
}
