import "server-only";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { SaxesParser } from "saxes";

/** An element read whole: its attributes, its text and its children in order. */
export type TXmlElement = { name: string; attrs: Record<string, string>; text: string; children: TXmlElement[]; line: number };

/** A fault of the file itself (malformed XML, a DOCTYPE, an encoding we cannot read): the run fails with it. */
export class XmlFileError extends Error {}

/**
 * The element paths to read whole, as "Parent/Child" from the root's children down (namespace prefixes
 * ignored); `onOpen` paths are reported when they open (for the attributes of a container such as
 * «Каталог СодержитТолькоИзменения="true"»).
 */
export type TXmlWatch = { whole: Set<string>; opened?: Set<string> };

export type TXmlEvent = { kind: "element"; path: string; element: TXmlElement } | { kind: "open"; path: string; attrs: Record<string, string>; line: number };

const DECLARATION = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

/** The encoding the file declares (after an optional BOM); UTF-8 when it declares none. */
function declaredEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  const match = DECLARATION.exec(head.toString("latin1"));
  return (match?.[1] ?? "utf-8").toLowerCase();
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, 512, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Streams an XML file and yields the watched elements, each read whole, in file order. The file is decoded
 * by its declaration (UTF-8, windows-1251 and the other encodings iconv-lite knows) and read in chunks: a
 * file of any size costs the memory of its largest watched element. A DOCTYPE declaring anything is refused
 * and an external DTD never read — no entity of the file is ever expanded (XXE, "billion laughs") — and
 * malformed XML fails with its line and column.
 */
export async function* readXmlElements(file: string, watch: TXmlWatch): AsyncGenerator<TXmlEvent> {
  const name = path.basename(file);
  const encoding = declaredEncoding(await readHead(file));
  if (!iconv.encodingExists(encoding)) throw new XmlFileError(`${name}: кодировка «${encoding}» не поддерживается`);
  const parser = new SaxesParser({ position: true });
  const ready: TXmlEvent[] = [];
  const names: string[] = [];
  // The elements being read whole, innermost last; the first is the watched one.
  const building: TXmlElement[] = [];
  let buildingPath = "";
  let failure: Error | null = null;

  parser.on("doctype", (doctype) => {
    // YML feeds name Yandex's DTD (`<!DOCTYPE yml_catalog SYSTEM "shops.dtd">`): a bare reference is never
    // fetched and declares nothing, so it passes; an internal subset, where entities are declared, does not.
    if (/[[<]/.test(doctype)) failure ??= new XmlFileError(`${name}, строка ${parser.line}: DOCTYPE с объявлениями не принимается — сущности в XML не раскрываются`);
  });
  parser.on("error", (error) => {
    failure ??= new XmlFileError(`${name}: ошибка XML в строке ${parser.line}, столбце ${parser.column}: ${error.message.replace(/^(?:.*?:)?\d+:\d+: /, "")}`);
  });
  parser.on("opentag", (tag) => {
    const tagName = localName(tag.name);
    names.push(tagName);
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[localName(key)] = typeof value === "string" ? value : value.value;
    if (building.length > 0) {
      const element: TXmlElement = { name: tagName, attrs, text: "", children: [], line: parser.line };
      building[building.length - 1].children.push(element);
      building.push(element);
      return;
    }
    const current = names.slice(1).join("/");
    if (watch.whole.has(current)) {
      building.push({ name: tagName, attrs, text: "", children: [], line: parser.line });
      buildingPath = current;
    } else if (watch.opened?.has(current)) ready.push({ kind: "open", path: current, attrs, line: parser.line });
  });
  parser.on("text", (text) => {
    if (building.length > 0) building[building.length - 1].text += text;
  });
  parser.on("cdata", (text) => {
    if (building.length > 0) building[building.length - 1].text += text;
  });
  parser.on("closetag", () => {
    names.pop();
    if (building.length === 0) return;
    const element = building.pop() as TXmlElement;
    element.text = element.text.trim();
    if (building.length === 0) ready.push({ kind: "element", path: buildingPath, element });
  });

  const bytes = fs.createReadStream(file);
  const stream = bytes.pipe(iconv.decodeStream(encoding, { stripBOM: true }));
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    if (failure) break;
    while (ready.length > 0) yield ready.shift() as TXmlEvent;
  }
  bytes.destroy();
  if (!failure) {
    try {
      parser.close();
    } catch {
      // reported by the error handler
    }
  }
  if (failure) throw failure;
  while (ready.length > 0) yield ready.shift() as TXmlEvent;
}

/** The text of the first child named so (path "A/B" goes down), or "" when absent. */
export function childText(element: TXmlElement, childPath: string): string {
  let node: TXmlElement | undefined = element;
  for (const part of childPath.split("/")) node = node?.children.find((c) => c.name === part);
  return node?.text ?? "";
}

/** The children named so of the first child `container` ("Группы" → its «Ид»s). */
export function childrenOf(element: TXmlElement, container: string, name: string): TXmlElement[] {
  return element.children.find((c) => c.name === container)?.children.filter((c) => c.name === name) ?? [];
}
