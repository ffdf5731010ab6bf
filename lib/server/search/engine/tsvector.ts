/**
 * PostgreSQL's text forms of tsvector and tsquery, as the in-process index reads them: documents come
 * from product_search.vector::text, queries are the texts buildTextMatch writes.
 */

/** A lexeme's positions, each `position * 4 + weight` (weight 3 = A, 2 = B, 1 = C, 0 = D), in order. */
export type TLexemePositions = number[];

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme at `i` ('…' with '' and \\ escapes): the lexeme and the index after it. */
function quoted(text: string, i: number): [string, number] {
  let out = "";
  let j = i + 1;
  while (j < text.length) {
    const ch = text[j];
    if (ch === "\\") {
      out += text[j + 1] ?? "";
      j += 2;
    } else if (ch === "'") {
      if (text[j + 1] === "'") {
        out += "'";
        j += 2;
      } else return [out, j + 1];
    } else {
      out += ch;
      j += 1;
    }
  }
  return [out, j];
}

/** `'кабел':1A,4B 'ввг':2` → lexeme → positions with weights (a lexeme without positions gets [0], weight D, as ts_rank reads it). */
export function parseTsvector(text: string): Map<string, TLexemePositions> {
  const out = new Map<string, TLexemePositions>();
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    const [lexeme, after] = quoted(text, i);
    i = after;
    const positions: number[] = [];
    if (text[i] === ":") {
      i += 1;
      const match = /^[0-9A-D,]+/.exec(text.slice(i, i + 4096));
      const list = match ? match[0] : "";
      i += list.length;
      for (const item of list.split(",")) {
        const m = /^(\d+)([A-D]?)$/.exec(item);
        if (m) positions.push(Number(m[1]) * 4 + (m[2] ? WEIGHT[m[2]] : 0));
      }
    }
    out.set(lexeme, positions.length ? positions : [0]);
  }
  return out;
}

/** A tsquery as buildTextMatch writes it: lexemes (prefix or whole), AND, OR and brackets. */
export type TQueryNode = { op: "term"; lexeme: string; prefix: boolean } | { op: "and" | "or"; args: TQueryNode[] };

/** Parses `('a':* | ('b' & 'c')) & 'd'`; AND binds tighter than OR, as in PostgreSQL. */
export function parseTsquery(text: string): TQueryNode {
  let i = 0;
  const skip = () => {
    while (text[i] === " ") i += 1;
  };
  const primary = (): TQueryNode => {
    skip();
    if (text[i] === "(") {
      i += 1;
      const node = or();
      skip();
      if (text[i] !== ")") throw new Error(`tsquery: ")" expected at ${i} in ${text}`);
      i += 1;
      return node;
    }
    if (text[i] !== "'") throw new Error(`tsquery: a lexeme expected at ${i} in ${text}`);
    const [lexeme, after] = quoted(text, i);
    i = after;
    const prefix = text.startsWith(":*", i);
    if (prefix) i += 2;
    return { op: "term", lexeme, prefix };
  };
  const and = (): TQueryNode => {
    const args = [primary()];
    for (skip(); text[i] === "&"; skip()) {
      i += 1;
      args.push(primary());
    }
    return args.length === 1 ? args[0] : { op: "and", args };
  };
  const or = (): TQueryNode => {
    const args = [and()];
    for (skip(); text[i] === "|"; skip()) {
      i += 1;
      args.push(and());
    }
    return args.length === 1 ? args[0] : { op: "or", args };
  };
  const node = or();
  skip();
  if (i !== text.length) throw new Error(`tsquery: unexpected "${text[i]}" at ${i} in ${text}`);
  return node;
}

/** The whole-lexeme operands of a query, each once (ts_rank counts each distinct operand once). */
export function termsOf(node: TQueryNode, out: Set<string> = new Set()): Set<string> {
  if (node.op === "term") out.add(node.lexeme);
  else for (const arg of node.args) termsOf(arg, out);
  return out;
}

const f = Math.fround;
// ts_rank's default weights {D, C, B, A} as float4.
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];

/**
 * ts_rank(vector, 'a' | 'b' | …) with the default weights and no normalisation, computed as PostgreSQL
 * does (calc_rank_or in tsrank.c, float4 arithmetic): per distinct lexeme of the query found in the
 * document, the weights of its positions over the squares of their places, the heaviest counted whole;
 * the sum over 1.64493406685 (π²/6), divided by the number of distinct lexemes. The lexemes may be given
 * as the index's ids (undefined: a lexeme no document has).
 */
export function tsRankOr<T>(positionsOf: (lexeme: T) => ArrayLike<number> | undefined, lexemes: readonly T[]): number {
  if (lexemes.length === 0) return 0;
  let res = 0;
  for (const lexeme of lexemes) {
    const positions = positionsOf(lexeme);
    if (!positions) continue;
    res = f(res + lexemeImpact(positions) / PI2_6);
  }
  res = f(res / lexemes.length);
  return res < 0 ? f(1e-20) : res;
}

const PI2_6 = 1.64493406685;

/** One lexeme's part of ts_rank before the division by π²/6 (calc_rank_or, float4): its positions' weights over the squares of their places, the heaviest counted whole. */
export function lexemeImpact(positions: ArrayLike<number>): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < positions.length; j++) {
    const w = WEIGHTS[positions[j] & 3];
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/**
 * An upper bound of tsRankOr for a document that has `found` of the query's `count` lexemes, each
 * contributing at most `best` (lexemeImpact): float4 rounding at each step is covered by a small margin.
 */
export function rankBound(best: number, found: number, count: number): number {
  return count === 0 ? 0 : ((found * best) / PI2_6 / count) * (1 + 1e-5) + 1e-30;
}
