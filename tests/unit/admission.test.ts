/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createAdmission, isExemptFromAdmission, type TAdmission, type TRefusal } from "@/lib/server/http/admission";
import { answerServerBusy } from "@/lib/server/http/answer-server-busy";

/**
 * Admission control in front of a real HTTP server: the handler of each request waits until the test
 * lets it answer, so the test sees exactly which requests run, which wait and which are turned away.
 */
type TRig = {
  admission: TAdmission;
  started: string[];
  refusals: Array<{ path: string; reason: TRefusal }>;
  finish: (path: string) => void;
  get: (path: string) => { done: Promise<{ status: number; body: string; retryAfter?: string }>; abort: () => void };
  close: () => Promise<void>;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Waits (up to 5 s — the machine may be busy) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !condition(); ) {
    if (Date.now() > deadline) throw new Error("the condition did not come true within 5 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const open: TRig[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function rig(options: { maxInFlight: number; maxQueue: number; maxWaitMs?: number; streamed?: boolean }): Promise<TRig> {
  const admission = createAdmission({ maxWaitMs: 10_000, exempt: isExemptFromAdmission, ...options });
  const started: string[] = [];
  const refusals: TRig["refusals"] = [];
  const finishers = new Map<string, () => void>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    void admission.run(
      req,
      res,
      async () => {
        started.push(path);
        if (options.streamed) {
          // Like a streamed page: the handler returns at once and the body is written later.
          res.write("head;");
          finishers.set(path, () => res.end("tail"));
          return;
        }
        await new Promise<void>((resolve) => finishers.set(path, resolve));
        res.end(`ok ${path}`);
      },
      (reason) => {
        refusals.push({ path, reason });
        res.statusCode = 503;
        res.setHeader("retry-after", "5");
        res.end("busy");
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const made: TRig = {
    admission,
    started,
    refusals,
    finish: (path) => finishers.get(path)?.(),
    get: (path) => {
      let request: http.ClientRequest | undefined;
      const done = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
        request = http.get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers["retry-after"] as string | undefined }));
        });
        request.on("error", reject);
      });
      return { done, abort: () => request?.destroy() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  open.push(made);
  return made;
}

/** Sends the requests one by one, each after the server has taken the previous one in (run or queued). */
async function inOrder(r: TRig, paths: string[]) {
  const answers = [];
  for (const path of paths) {
    const seen = r.started.length + r.admission.stats().queued + r.refusals.length;
    answers.push(r.get(path));
    await until(() => r.started.length + r.admission.stats().queued + r.refusals.length > seen);
  }
  return answers;
}

describe("admission control", () => {
  it("renders at most maxInFlight requests at once and lets the waiting ones in by arrival order", async () => {
    const r = await rig({ maxInFlight: 2, maxQueue: 10 });
    const answers = await inOrder(r, ["/a", "/b", "/c", "/d"]);
    expect(r.started).toEqual(["/a", "/b"]);
    expect(r.admission.stats()).toMatchObject({ inFlight: 2, queued: 2 });
    r.finish("/b");
    await until(() => r.started.length === 3);
    expect(r.started).toEqual(["/a", "/b", "/c"]);
    r.finish("/a");
    r.finish("/c");
    await until(() => r.started.length === 4);
    r.finish("/d");
    const bodies = await Promise.all(answers.map((a) => a.done));
    expect(bodies.map((b) => b.body)).toEqual(["ok /a", "ok /b", "ok /c", "ok /d"]);
    expect(r.admission.stats()).toEqual({ inFlight: 0, queued: 0, refused: 0 });
  });

  it("turns a request away with 503 and Retry-After when the queue is full, without running it", async () => {
    const r = await rig({ maxInFlight: 1, maxQueue: 1 });
    const [first, second] = await inOrder(r, ["/first", "/second"]);
    const third = await r.get("/third").done;
    expect(third).toMatchObject({ status: 503, body: "busy", retryAfter: "5" });
    expect(r.refusals).toEqual([{ path: "/third", reason: "queue-full" }]);
    expect(r.started).toEqual(["/first"]);
    r.finish("/first");
    await until(() => r.started.length === 2);
    r.finish("/second");
    expect((await first.done).status).toBe(200);
    expect((await second.done).status).toBe(200);
    expect(r.admission.stats().refused).toBe(1);
  });

  it("answers 503 to a request that waited longer than maxWaitMs", async () => {
    const r = await rig({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 100 });
    const [first] = await inOrder(r, ["/slow"]);
    const waited = await r.get("/waiting").done;
    expect(waited.status).toBe(503);
    expect(r.refusals).toEqual([{ path: "/waiting", reason: "waited-too-long" }]);
    r.finish("/slow");
    expect((await first.done).status).toBe(200);
    expect(r.started).toEqual(["/slow"]);
  });

  it("drops a waiting request whose client hung up, and never renders it", async () => {
    const r = await rig({ maxInFlight: 1, maxQueue: 5 });
    const [first, gone, last] = await inOrder(r, ["/first", "/gone", "/last"]);
    gone.done.catch(() => undefined);
    gone.abort();
    await until(() => r.admission.stats().queued === 1);
    expect(r.admission.stats()).toMatchObject({ inFlight: 1, queued: 1, refused: 0 });
    r.finish("/first");
    await until(() => r.started.length === 2);
    r.finish("/last");
    expect((await last.done).body).toBe("ok /last");
    await first.done;
    expect(r.started).toEqual(["/first", "/last"]);
  });

  it("holds the slot until a streamed response has ended, not until its handler returned", async () => {
    const r = await rig({ maxInFlight: 1, maxQueue: 5, streamed: true });
    const [first, second] = await inOrder(r, ["/stream", "/next"]);
    await settle();
    expect(r.started).toEqual(["/stream"]);
    r.finish("/stream");
    expect((await first.done).body).toBe("head;tail");
    await until(() => r.started.length === 2);
    expect(r.started).toEqual(["/stream", "/next"]);
    r.finish("/next");
    await second.done;
  });

  it("lets static build files and the health check skip the line", async () => {
    const r = await rig({ maxInFlight: 1, maxQueue: 0 });
    const [page, asset, health] = await inOrder(r, ["/catalog", "/_next/static/chunks/app.js", "/api/health"]);
    expect(r.started).toEqual(["/catalog", "/_next/static/chunks/app.js", "/api/health"]);
    expect(r.refusals).toEqual([]);
    for (const path of ["/catalog", "/_next/static/chunks/app.js", "/api/health"]) r.finish(path);
    await Promise.all([page.done, asset.done, health.done]);
  });
});

describe("the answer to a request turned away", () => {
  async function busyAnswer(path: string) {
    const server = http.createServer((req, res) => answerServerBusy(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: res.status, headers: res.headers, body: await res.text() };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it("is 503 with Retry-After and the API's error shape under /api/", async () => {
    const answer = await busyAnswer("/api/v2/search?keyword=кабель");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(answer.body)).toEqual({ message: "Сервер занят. Повторите запрос через несколько секунд." });
  });

  it("is our own page, with a link that asks for the same address again, for a page", async () => {
    const answer = await busyAnswer("/catalog?keyword=%3Cb%3E");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.body).toContain("<h1>Сервер занят</h1>");
    expect(answer.body).toContain('href="/catalog?keyword=%3Cb%3E"');
    expect(answer.body).toContain("503 Service Unavailable");
  });
});
