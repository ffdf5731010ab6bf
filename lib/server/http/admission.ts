import type http from "node:http";

/**
 * Admission control for the production server (issue 16, item 6; docs/adr/0022-admission-control.md).
 *
 * Node renders one page at a time on one thread, so letting 50 requests render at once does not answer
 * any of them sooner — it only holds 50 renders' worth of memory (≈ 4–5 MB each: the React tree, the
 * search results, the HTML being written). At most `maxInFlight` application requests run; the rest wait
 * in arrival order (FIFO), holding nothing but their socket. A request that would make the queue longer
 * than `maxQueue`, or that waited `maxWaitMs` without a turn, is answered 503 with Retry-After by
 * `refuse`; a client that gives up while queued leaves the queue.
 *
 * A slot is freed when the response closes (finished or the connection dropped), not when the handler's
 * promise settles: a streamed page keeps rendering after the handler has returned.
 */
export type TAdmissionOptions = {
  maxInFlight: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Requests that skip the line (static files, the health check). */
  exempt?: (url: string) => boolean;
};

/** Why a request was not run. "client-left": it hung up while it waited — answered only so that every run ends its response. */
export type TRefusal = "queue-full" | "waited-too-long" | "client-left";

export type TAdmission = {
  /** Runs `handle` when a slot is free, or answers with `refuse` and never runs it. */
  run(req: http.IncomingMessage, res: http.ServerResponse, handle: () => Promise<void>, refuse: (reason: TRefusal) => void): Promise<void>;
  stats(): { inFlight: number; queued: number; refused: number };
};

type TWaiter = { start: () => void; timer: NodeJS.Timeout };

export function createAdmission({ maxInFlight, maxQueue, maxWaitMs, exempt }: TAdmissionOptions): TAdmission {
  let inFlight = 0;
  let refused = 0;
  const queue: TWaiter[] = [];

  const startNext = () => {
    for (let waiter = queue.at(0); waiter && inFlight < maxInFlight; waiter = queue.at(0)) {
      queue.shift();
      clearTimeout(waiter.timer);
      waiter.start();
    }
  };

  const leaveQueue = (waiter: TWaiter): boolean => {
    const at = queue.indexOf(waiter);
    if (at < 0) return false;
    queue.splice(at, 1);
    clearTimeout(waiter.timer);
    return true;
  };

  return {
    stats: () => ({ inFlight, queued: queue.length, refused }),
    run(req, res, handle, refuse) {
      if (exempt?.(req.url ?? "/")) return handle();
      return new Promise<void>((resolve, reject) => {
        const start = () => {
          inFlight += 1;
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            inFlight -= 1;
            startNext();
          };
          res.once("close", release);
          // The client may have gone while it waited: nothing to render, the slot goes to the next one.
          if (res.destroyed || req.destroyed) {
            release();
            refuse("client-left");
            resolve();
            return;
          }
          handle().then(resolve, (error: unknown) => {
            release();
            reject(error);
          });
        };
        if (inFlight < maxInFlight && queue.length === 0) {
          start();
          return;
        }
        const turnAway = (reason: TRefusal) => {
          if (reason !== "client-left") refused += 1;
          refuse(reason);
          resolve();
        };
        if (queue.length >= maxQueue) {
          turnAway("queue-full");
          return;
        }
        const waiter: TWaiter = {
          start,
          timer: setTimeout(() => {
            if (leaveQueue(waiter)) turnAway("waited-too-long");
          }, maxWaitMs),
        };
        queue.push(waiter);
        res.once("close", () => {
          if (leaveQueue(waiter)) turnAway("client-left");
        });
      });
    },
  };
}

/** Static build files and the health check are cheap and must answer even under a full queue. */
export function isExemptFromAdmission(url: string): boolean {
  return url.startsWith("/_next/static/") || url === "/api/health" || url.startsWith("/api/health?");
}
