import "server-only";

/** An XML element as data: its name, attributes and children (text or elements); null children are left out. */
export type TXmlNode = { name: string; attrs?: Record<string, string>; children: (TXmlNode | string | null)[] };

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text for XML: the five specials escaped, and characters XML 1.0 cannot hold (control characters) dropped. */
export function escapeXml(value: string): string {
  // The characters XML 1.0 cannot carry at all (not even escaped) are dropped.
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"]/g, (c) => escapes[c]);
}

export const el = (name: string, ...children: (TXmlNode | string | null)[]): TXmlNode => ({ name, children });
export const elWith = (name: string, attrs: Record<string, string>, ...children: (TXmlNode | string | null)[]): TXmlNode => ({ name, attrs, children });

/** Writes a node indented by tabs, as 1C's own files are. */
export function writeXml(node: TXmlNode, depth = 0): string {
  const pad = "\t".repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  const children = node.children.filter((c): c is TXmlNode | string => c !== null);
  if (children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  if (children.every((c) => typeof c === "string")) return `${pad}<${node.name}${attrs}>${escapeXml(children.join(""))}</${node.name}>`;
  const inner = children.map((c) => (typeof c === "string" ? `${pad}\t${escapeXml(c)}` : writeXml(c, depth + 1))).join("\n");
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}
