import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ExchangeFailure } from "./exchange-answer";
import { pathInFolder } from "../storage/path-in-folder";
import { folderBytes } from "./exchange-folder";
import { EXCHANGE_LIMITS } from "./exchange-settings";
import { exchangeText } from "./exchange-text";

// Small entries compress far past 100:1 honestly (a file of spaces); the ratio only tells a bomb past this size.
const RATIO_FROM_BYTES = 1024 * 1024;

class ZipRefused extends Error {}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true, autoClose: true }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );
}

/** Calls `onEntry` for every entry in order, waiting for it before reading the next. */
async function eachEntry(file: string, onEntry: (entry: Entry, zip: ZipFile) => Promise<void>): Promise<void> {
  const zip = await openZip(file);
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      reject(err);
    };
    zip.on("error", fail);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: Entry) => onEntry(entry, zip).then(() => zip.readEntry(), fail));
    zip.readEntry();
  });
}

const isFolder = (entry: Entry) => entry.fileName.endsWith("/");

/** Reads the central directory only: every name stays inside the folder, sizes and ratios within the limits. */
async function checkEntries(folder: string, file: string): Promise<number> {
  const packed = (await fsp.stat(file)).size;
  let total = 0;
  let count = 0;
  await eachEntry(file, async (entry) => {
    if (isFolder(entry)) return;
    if (!pathInFolder(folder, entry.fileName)) throw new ZipRefused(exchangeText.zipUnsafeEntry(entry.fileName));
    if (++count > EXCHANGE_LIMITS.zipEntries) throw new ZipRefused(exchangeText.zipTooManyEntries(EXCHANGE_LIMITS.zipEntries));
    if (entry.uncompressedSize > EXCHANGE_LIMITS.zipEntryBytes) throw new ZipRefused(exchangeText.zipEntryTooLarge(entry.fileName, EXCHANGE_LIMITS.zipEntryBytes));
    if (entry.uncompressedSize > RATIO_FROM_BYTES && entry.uncompressedSize > entry.compressedSize * EXCHANGE_LIMITS.zipRatio) {
      throw new ZipRefused(exchangeText.zipRatio(entry.fileName, EXCHANGE_LIMITS.zipRatio));
    }
    total += entry.uncompressedSize;
    if (total > EXCHANGE_LIMITS.zipTotalBytes) throw new ZipRefused(exchangeText.zipTooLarge(EXCHANGE_LIMITS.zipTotalBytes));
  });
  if (total > RATIO_FROM_BYTES && total > packed * EXCHANGE_LIMITS.zipRatio) throw new ZipRefused(exchangeText.zipRatio(path.basename(file), EXCHANGE_LIMITS.zipRatio));
  return total;
}

/** Writes the entries into `into`, counting real bytes: a header that lied about a size stops it (yauzl's size check and ours). */
async function extractEntries(file: string, into: string): Promise<string[]> {
  const names: string[] = [];
  let total = 0;
  await eachEntry(file, async (entry, zip) => {
    if (isFolder(entry)) return;
    const target = pathInFolder(into, entry.fileName);
    if (!target) throw new ZipRefused(exchangeText.zipUnsafeEntry(entry.fileName));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
    let written = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        total += chunk.length;
        if (written > EXCHANGE_LIMITS.zipEntryBytes) done(new ZipRefused(exchangeText.zipEntryTooLarge(entry.fileName, EXCHANGE_LIMITS.zipEntryBytes)));
        else if (total > EXCHANGE_LIMITS.zipTotalBytes) done(new ZipRefused(exchangeText.zipTooLarge(EXCHANGE_LIMITS.zipTotalBytes)));
        else done(null, chunk);
      },
    });
    await pipeline(stream, counter, fs.createWriteStream(target));
    names.push(entry.fileName);
  });
  return names;
}

/**
 * Unpacks an uploaded zip into the exchange folder and deletes it. All or nothing: the central directory
 * is checked first (names that would leave the folder, an entry or the whole past its size limit, a
 * compression ratio past 100:1 — a zip bomb), then the entries go to a scratch folder with their real
 * bytes counted, and only a zip read to the end is moved into place. Returns the names unpacked.
 */
export async function unpackExchangeZip(folder: string, zipName: string): Promise<string[]> {
  const file = path.join(folder, zipName);
  const scratch = path.join(folder, `.unpack-${randomBytes(6).toString("hex")}`);
  try {
    const total = await checkEntries(folder, file);
    const held = (await folderBytes(folder)) - (await fsp.stat(file)).size;
    if (held + total > EXCHANGE_LIMITS.folderBytes) throw new ExchangeFailure(exchangeText.folderFull(EXCHANGE_LIMITS.folderBytes));
    const names = await extractEntries(file, scratch);
    for (const name of names) {
      const target = pathInFolder(folder, name);
      if (!target) continue;
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(path.join(scratch, ...name.split("/")), target);
    }
    return names;
  } catch (error) {
    if (error instanceof ExchangeFailure) throw error;
    const reason = error instanceof ZipRefused ? error.message : exchangeText.zipBroken;
    throw new ExchangeFailure(exchangeText.zipBad(zipName, reason));
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
    await fsp.rm(file, { force: true });
  }
}

/** Every zip 1C uploaded in this session that is not unpacked yet (they sit at the top of the folder). */
export async function pendingZips(folder: string): Promise<string[]> {
  const names = await fsp.readdir(folder).catch(() => [] as string[]);
  return names.filter((n) => n.toLowerCase().endsWith(".zip")).sort();
}
