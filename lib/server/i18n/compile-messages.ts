import "server-only";
import compile from "icu-minify/compile";
import type { AbstractIntlMessages } from "next-intl";
import type { TMessageTree } from "@/lib/contracts/app";

// Pages format messages that are compiled here, on the server, once per message tree: next.config.mjs
// points next-intl's formatter at its format-only build, so neither the server nor the browser bundle
// carries the ICU parser (≈ 11 KB gzip of every page's JavaScript). The trees come from
// site-messages.ts, which keeps one object per site and language for a minute: the WeakMap keeps the
// compiled copy exactly as long.
const compiled = new WeakMap<TMessageTree, AbstractIntlMessages>();

/** icu-minify keeps plural and select cases in null-prototype objects, which React cannot send to the browser. */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, plain(value)]));
  return node;
}

function compileOne(message: string): string {
  try {
    // A plain text compiles to itself; one with arguments, plurals or tags to icu-minify's array form,
    // which next-intl's types do not describe.
    return plain(compile(message)) as string;
  } catch {
    // A site's own text that is not valid ICU shows as written rather than failing every page.
    return message;
  }
}

function compileTree(tree: TMessageTree): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === "string" ? compileOne(value) : compileTree(value);
  }
  return out;
}

/** The request's messages in the form next-intl's format-only formatter reads (see next.config.mjs). */
export function compileMessages(tree: TMessageTree): AbstractIntlMessages {
  let hit = compiled.get(tree);
  if (!hit) {
    hit = compileTree(tree);
    compiled.set(tree, hit);
  }
  return hit;
}
