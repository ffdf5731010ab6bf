import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { ExchangeFailure } from "./exchange-answer";
import { filePathOrFail, folderBytes } from "./exchange-folder";
import { EXCHANGE_LIMITS } from "./exchange-settings";
import { exchangeText } from "./exchange-text";

/**
 * mode=file (catalog): appends the request body to `name` in the exchange folder — 1C sends a big file
 * as several calls with the same name, in order. The body streams to disk. A part over `fileLimit` is
 * 413 and a folder past its total limit a `failure`; either way the file is cut back to what it was,
 * so no half part stays behind.
 */
export async function receiveExchangeFile({
  folder,
  name,
  body,
  contentLength,
  fileLimit,
  append = true,
}: {
  folder: string;
  name: string | null;
  body: ReadableStream<Uint8Array> | null;
  contentLength: string | null;
  fileLimit: number;
  /** false: the body replaces the file (sale/file: 1C's orders file comes whole, again each exchange). */
  append?: boolean;
}): Promise<string> {
  const target = filePathOrFail(folder, name);
  const declared = contentLength !== null && /^\d+$/.test(contentLength) ? Number(contentLength) : null;
  if (declared !== null && declared > fileLimit) throw new ExchangeFailure(exchangeText.fileTooLarge(fileLimit), 413);
  const held = await folderBytes(folder);
  const room = EXCHANGE_LIMITS.folderBytes - held;
  if (declared !== null && declared > room) throw new ExchangeFailure(exchangeText.folderFull(EXCHANGE_LIMITS.folderBytes));

  await fsp.mkdir(path.dirname(target), { recursive: true });
  const before = append ? await fsp.stat(target).then((s) => s.size, () => 0) : 0;
  if (!body) {
    if (!append) await fsp.writeFile(target, "");
    return target;
  }
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      if (written > fileLimit) done(new ExchangeFailure(exchangeText.fileTooLarge(fileLimit), 413));
      else if (written > room) done(new ExchangeFailure(exchangeText.folderFull(EXCHANGE_LIMITS.folderBytes)));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, fs.createWriteStream(target, { flags: append ? "a" : "w" }));
  } catch (error) {
    await fsp.truncate(target, before).catch(() => undefined);
    throw error;
  }
  return target;
}
