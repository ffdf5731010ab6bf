/**
 * An allow-list HTML sanitiser for seller-written snippets (help boxes, notices) that works the same on
 * the server and in the browser (no DOM). It re-writes the input: only the tags and attributes below
 * survive, every attribute value and text is escaped again, links get safe targets, and the content
 * of script-like elements is dropped entirely. Anything it does not understand becomes text.
 */

const allowedTags: Record<string, readonly string[]> = {
  a: ["href", "title"],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  div: [],
  em: [],
  h2: [],
  h3: [],
  h4: [],
  hr: [],
  i: [],
  img: ["src", "alt", "width", "height"],
  li: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

const voidTags = new Set(["br", "hr", "img"]);

/** Elements whose whole content is dropped with them (their text is code, not prose). */
const droppedWithContent = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "title", "svg", "math", "select", "head"]);

const urlAttributes = new Set(["href", "src"]);
const numericAttributes = new Set(["width", "height", "colspan", "rowspan"]);

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** http(s), mailto, tel, and addresses without a scheme (relative paths, anchors). */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): so do we.
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value);
  // No scheme: a path, an anchor or a protocol-relative address — all stay on http(s).
  if (!scheme) return true;
  return ["http", "https", "mailto", "tel"].includes(scheme[1]);
}

type TAttribute = { name: string; value: string };

function parseAttributes(source: string): TAttribute[] {
  const out: TAttribute[] = [];
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    out.push({ name: match[1].toLowerCase(), value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? "") });
  }
  return out;
}

function renderStartTag(tag: string, attributes: TAttribute[]): string {
  const allowed = allowedTags[tag] ?? [];
  const parts: string[] = [tag];
  const seen = new Set<string>();
  for (const { name, value } of attributes) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    if (urlAttributes.has(name) && !isSafeUrl(value)) continue;
    if (numericAttributes.has(name) && !/^\d{1,4}$/.test(value.trim())) continue;
    seen.add(name);
    parts.push(`${name}="${escapeHtml(value.trim())}"`);
  }
  // Spec §7: links in seller content open in a new tab; noopener keeps the opened page away from ours.
  if (tag === "a") parts.push('target="_blank"', 'rel="noopener noreferrer"');
  if (tag === "img" && !seen.has("alt")) parts.push('alt=""');
  return `<${parts.join(" ")}>`;
}

const tokenPattern = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Seller snippets are short; a cap keeps a pathological input from costing much. */
const MAX_INPUT = 100_000;

/** Returns safe HTML: allowed markup kept, the rest turned into text or removed. */
export function sanitizeHtml(html: string): string {
  const input = html.slice(0, MAX_INPUT);
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const emitText = (text: string) => {
    if (!dropping && text) out += escapeHtml(decodeEntities(text));
  };
  for (const match of input.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    emitText(input.slice(last, index));
    last = index + match[0].length;
    const rawName = match[1];
    if (!rawName) continue; // a comment, doctype or processing instruction
    const tag = rawName.toLowerCase();
    const isEnd = match[0][1] === "/";
    if (dropping) {
      if (isEnd && tag === dropping) dropping = null;
      continue;
    }
    if (droppedWithContent.has(tag)) {
      const selfClosed = /\/\s*$/.test(match[2] ?? "");
      if (!isEnd && !selfClosed) dropping = tag;
      continue;
    }
    if (!(tag in allowedTags)) continue;
    if (isEnd) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      // Closing an outer element closes the ones left open inside it, so the output stays balanced.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += renderStartTag(tag, parseAttributes(match[2] ?? ""));
    if (!voidTags.has(tag)) open.push(tag);
  }
  emitText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
