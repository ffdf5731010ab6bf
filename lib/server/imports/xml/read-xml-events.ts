import "server-only";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { AppError } from "@/lib/server/http/app-error";

/** What a reader of one XML format does with the parser's events; `emit` hands a record to the consumer. */
export type TXmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  /** Text and CDATA alike, in pieces: a reader joins what it needs between open and close. */
  text?: (text: string) => void;
  close?: (name: string) => void;
  /** After the document's last tag: what is left to emit (a summary line). */
  end?: () => void;
};

export type TXmlContext<T> = {
  emit: (item: T) => void;
  /** "file.xml:123", the line the parser is at: for the records' `where`. */
  where: () => string;
};

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xff, 0xfe], "utf-16le"],
  [[0xfe, 0xff], "utf-16be"],
];

/**
 * The encoding of an XML file from its first bytes: a byte-order mark wins (as the XML spec says), then
 * the declaration's `encoding="…"`, else UTF-8. 1C and many YML feeds write windows-1251.
 */
export function xmlEncodingOf(head: Buffer, fileName: string): string {
  for (const [bom, encoding] of BOMS) if (bom.every((b, i) => head[i] === b)) return encoding;
  const declaration = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head.subarray(0, 400).toString("latin1"));
  const encoding = declaration?.[1].toLowerCase() ?? "utf-8";
  if (!iconv.encodingExists(encoding)) throw new AppError("UNPROCESSABLE", `Файл ${fileName}: неизвестная кодировка «${declaration?.[1]}» в объявлении XML`);
  return encoding;
}

/**
 * Streams an XML file through saxes and yields what the reader's handlers emit, chunk by chunk (64 KB of
 * the file at a time), so a file of any size is read in constant memory. Bytes are decoded by the
 * declaration's encoding. A DOCTYPE with an internal subset (where entities are declared: XXE,
 * billion laughs) refuses the file; a bare external reference such as YML's `<!DOCTYPE yml_catalog
 * SYSTEM "shops.dtd">` is allowed and never fetched, and saxes expands no entity but the five built-in
 * ones (an undeclared `&name;` is a well-formedness error). Malformed XML throws an AppError naming the
 * file, line and column.
 */
export async function* readXmlEvents<T>(file: string, reader: (context: TXmlContext<T>) => TXmlHandlers): AsyncGenerator<T> {
  const fileName = path.basename(file);
  const parser = new SaxesParser({ position: true, fileName });
  let queue: T[] = [];
  const handlers = reader({ emit: (item) => queue.push(item), where: () => `${fileName}:${parser.line}` });

  const fail = (reason: string): never => {
    throw new AppError("UNPROCESSABLE", `Файл ${fileName}: ошибка XML в строке ${parser.line}, столбце ${parser.column + 1}: ${reason}`);
  };
  // saxes' default handler throws an Error whose message is "file:line:col: reason"; ours says it in Russian.
  parser.on("error", (error) => fail(error.message.replace(/^[^:]*:\d+:\d+: /, "")));
  parser.on("doctype", (doctype) => {
    if (/[[<]/.test(doctype)) throw new AppError("UNPROCESSABLE", `Файл ${fileName}: DOCTYPE с объявлениями (строка ${parser.line}) не принимается — сущности в XML не раскрываются`);
  });
  const { open, text, close, end } = handlers;
  if (open) parser.on("opentag", (tag) => open(tag.name, (tag as SaxesTagPlain).attributes as Record<string, string>));
  if (text) {
    parser.on("text", text);
    parser.on("cdata", text);
  }
  if (close) parser.on("closetag", (tag) => close(tag.name));

  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    decoder ??= iconv.getDecoder(xmlEncodingOf(chunk, fileName), { stripBOM: true });
    parser.write(decoder.write(chunk));
    if (queue.length) {
      const items = queue;
      queue = [];
      yield* items;
    }
  }
  const rest = decoder?.end();
  if (rest) parser.write(rest);
  if (!decoder) fail("файл пуст");
  parser.close();
  end?.();
  yield* queue;
}
