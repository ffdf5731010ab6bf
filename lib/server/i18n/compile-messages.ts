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

/**
 * Spec §9: at most 1000 replacements in one message. ICU has no setting for it (i18next's maxReplaces
 * guards its re-interpolation loop; ICU formats in one pass), so the limit is on what formatting a text
 * would do: a text with more arguments, plural and select branches' arguments, `#` and tags than this —
 * only a site's own text can be one — is shown as written, like a text that is not valid ICU.
 */
export const MAX_INTERPOLATIONS = 1000;

/** The replacements formatting a compiled message would make: every argument, tag and `#`, in every branch. */
export function countInterpolations(node: unknown): number {
  if (node === 0) return 1;
  if (Array.isArray(node)) {
    const own = typeof node[0] === "string" ? 1 : 0;
    return node.reduce<number>((sum, child, index) => (own && index === 0 ? sum : sum + countInterpolations(child)), own);
  }
  if (node && typeof node === "object") return Object.values(node).reduce<number>((sum, branch) => sum + countInterpolations(branch), 0);
  return 0;
}

function compileOne(message: string): string {
  try {
    // A plain text compiles to itself; one with arguments, plurals or tags to icu-minify's array form,
    // which next-intl's types do not describe.
    const compiledMessage = compile(message);
    if (countInterpolations(compiledMessage) > MAX_INTERPOLATIONS) return message;
    return plain(compiledMessage) as string;
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
