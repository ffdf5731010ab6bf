import "server-only";

/**
 * A refusal 1C shows its operator: answered as `failure` and the reason. `status` stays 200 for the
 * protocol's own refusals (1C reads the text); an upload over the limit is 413 and a rate limit 429.
 */
export class ExchangeFailure extends Error {
  constructor(
    message: string,
    readonly status = 200,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const TEXT = "text/plain; charset=utf-8";

/** The protocol's plain-text answer: one value a line, each ending in \n. */
export function textAnswer(lines: string[], init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(`${lines.join("\n")}\n`, { status: init.status ?? 200, headers: { "content-type": TEXT, "cache-control": "no-store", ...init.headers } });
}

export const successAnswer = (...lines: string[]) => textAnswer(["success", ...lines]);
export const progressAnswer = (line: string) => textAnswer(["progress", line]);

export function failureAnswer(failure: ExchangeFailure): Response {
  const headers: Record<string, string> = failure.retryAfterSeconds ? { "retry-after": String(failure.retryAfterSeconds) } : {};
  // A reason is one line: 1C reads the line after `failure`.
  return textAnswer(["failure", failure.message.replace(/[\r\n]+/g, " ")], { status: failure.status, headers });
}

/** What a step of a long exchange call answers when it did not fail. */
export type TExchangeStep = { kind: "success" } | { kind: "progress"; line: string };

export const stepAnswer = (step: TExchangeStep) => (step.kind === "success" ? successAnswer() : progressAnswer(step.line));
