/**
 * A stand-in for lib/client/api in component tests (jsdom has no fetch): `call` is a jest mock
 * answering per path, ApiError is shaped like the real one.
 */
export type TApiErrorBody = { status: number; message?: string; errors?: Record<string, string[]>; errorCode?: number };

export class ApiError extends Error {
  constructor(readonly body: TApiErrorBody) {
    super(body.message ?? `HTTP ${body.status}`);
  }
  get status() {
    return this.body.status;
  }
}

export type TCallOptions = { method?: string; json?: unknown; searchParams?: Record<string, unknown> };
type THandler = (options: TCallOptions) => unknown;

export const call = jest.fn<Promise<unknown>, [string, TCallOptions?]>();

/** Answers calls by path; a handler may throw an ApiError. Unknown paths fail loudly. */
export function answerCalls(handlers: Record<string, THandler>): void {
  call.mockImplementation(async (path, options = {}) => {
    const handler = handlers[path.replace(/^\//, "")];
    if (!handler) throw new Error(`unexpected call ${path}`);
    return handler(options);
  });
}

/** The JSON bodies sent to one path, in order. */
export function bodiesSentTo(path: string): unknown[] {
  return call.mock.calls.filter(([p]) => p === path).map(([, options]) => options?.json);
}

/** The raw-response call (file downloads): not expected in component tests, so it fails loudly. */
export const request = jest.fn(async (path: string) => {
  throw new Error(`unexpected request ${path}`);
});
