import { eq } from "drizzle-orm";
import { issueLocalChallenge, localCaptcha } from "@/lib/server/adapters/captcha/local-captcha";
import { recaptchaAssessmentUrl, recaptchaEnterpriseCaptcha } from "@/lib/server/adapters/captcha/recaptcha-enterprise-captcha";
import { YANDEX_VALIDATE_URL, yandexCaptcha } from "@/lib/server/adapters/captcha/yandex-captcha";
import { smsRuSms } from "@/lib/server/adapters/sms/smsru-sms";
import { getDb } from "@/lib/server/db/client";
import { outbox } from "@/lib/server/db/schema";
import { deliverOutbox } from "@/lib/server/outbox/deliver-outbox";
import { listOutbox } from "@/lib/server/outbox/list-outbox";
import { GET as devOutboxRoute } from "@/app/api/v1/dev-outbox/route";
import { ZDevOutboxResponse } from "@/lib/contracts/auth";
import { PEER_ADDRESS_HEADER } from "@/lib/server/http/peer-address";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute } from "../helpers/call-route";

type TCall = { url: string; init: RequestInit };

/** A fetch that records its calls and answers with the given status and JSON (or throws). */
function mockFetch(answer: { status?: number; json?: unknown } | Error) {
  const calls: TCall[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.json ?? {}), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe("Yandex SmartCaptcha adapter", () => {
  it("posts secret, token and ip as a form to /validate and passes on status ok", async () => {
    const { fetchImpl, calls } = mockFetch({ json: { status: "ok", message: "", host: "shop.example" } });
    const result = await yandexCaptcha("server-key", fetchImpl).verify({ token: "tok", action: "signup", ip: "203.0.113.5" });
    expect(result).toEqual({ ok: true });
    expect(calls[0].url).toBe(YANDEX_VALIDATE_URL);
    expect(calls[0].init.method).toBe("POST");
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(Object.fromEntries(form)).toEqual({ secret: "server-key", token: "tok", ip: "203.0.113.5" });
  });

  it("refuses status failed, and reports an outage as unavailable", async () => {
    const failed = mockFetch({ json: { status: "failed", message: "Invalid or expired Token." } });
    expect(await yandexCaptcha("k", failed.fetchImpl).verify({ token: "t", action: "signin", ip: "local" })).toEqual({ ok: false, reason: "invalid" });
    expect(new URLSearchParams(String(failed.calls[0].init.body)).has("ip")).toBe(false);
    const down = mockFetch({ status: 500 });
    expect(await yandexCaptcha("k", down.fetchImpl).verify({ token: "t", action: "signin", ip: "1.2.3.4" })).toEqual({ ok: false, reason: "unavailable" });
    const offline = mockFetch(new Error("ECONNREFUSED"));
    expect(await yandexCaptcha("k", offline.fetchImpl).verify({ token: "t", action: "signin", ip: "1.2.3.4" })).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("reCAPTCHA Enterprise adapter", () => {
  const settings = { projectId: "my-project", apiKey: "api-key", siteKey: "site-key", minScore: 0.5 };

  it("creates an assessment and passes a valid token of the expected action with a good score", async () => {
    const { fetchImpl, calls } = mockFetch({ json: { tokenProperties: { valid: true, action: "signup" }, riskAnalysis: { score: 0.9 } } });
    expect(await recaptchaEnterpriseCaptcha(settings, fetchImpl).verify({ token: "tok", action: "signup", ip: "203.0.113.5" })).toEqual({ ok: true });
    expect(calls[0].url).toBe(recaptchaAssessmentUrl("my-project", "api-key"));
    expect(calls[0].url).toBe("https://recaptchaenterprise.googleapis.com/v1/projects/my-project/assessments?key=api-key");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ event: { token: "tok", siteKey: "site-key", expectedAction: "signup", userIpAddress: "203.0.113.5" } });
  });

  it("refuses an invalid token, another action and a low score; an HTTP error is unavailable", async () => {
    const cases: [unknown, string][] = [
      [{ tokenProperties: { valid: false, invalidReason: "EXPIRED" } }, "invalid"],
      [{ tokenProperties: { valid: true, action: "login" }, riskAnalysis: { score: 0.9 } }, "invalid"],
      [{ tokenProperties: { valid: true, action: "signup" }, riskAnalysis: { score: 0.1 } }, "invalid"],
    ];
    for (const [json, reason] of cases) {
      const { fetchImpl } = mockFetch({ json });
      expect(await recaptchaEnterpriseCaptcha(settings, fetchImpl).verify({ token: "t", action: "signup", ip: "local" })).toEqual({ ok: false, reason });
    }
    const { fetchImpl } = mockFetch({ status: 403, json: { error: { message: "API key not valid" } } });
    expect(await recaptchaEnterpriseCaptcha(settings, fetchImpl).verify({ token: "t", action: "signup", ip: "local" })).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("local captcha", () => {
  it("accepts the right answer to its own challenge only", async () => {
    const site = await siteOf("localhost");
    const other = await siteOf("second.localhost");
    const challenge = issueLocalChallenge({ site, locale: "ru" });
    const [a, b] = (challenge.question.match(/\d+/g) ?? []).map(Number);
    expect(challenge.question).toBe(`Сколько будет ${a} + ${b}?`);
    const check = (token: string, on = site) => localCaptcha(on).verify({ token, action: "signup", ip: "local" });
    expect(await check(`${challenge.challenge}:${a + b}`)).toEqual({ ok: true });
    expect(await check(`${challenge.challenge}:${a + b + 1}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await check(`${challenge.challenge}:${a + b}`, other)).toEqual({ ok: false, reason: "invalid" });
    expect(await check(`${challenge.challenge.replace(/^./, "x")}:${a + b}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await check("garbage")).toEqual({ ok: false, reason: "invalid" });
    expect(issueLocalChallenge({ site, locale: "en" }).question).toMatch(/^What is \d+ \+ \d+\?$/);
  });
});

describe("sms.ru adapter", () => {
  it("sends to 7XXXXXXXXXX and throws when sms.ru refuses", async () => {
    const ok = mockFetch({ json: { status: "OK", sms: { "79000000001": { status: "OK" } } } });
    await smsRuSms("key", "SHOP", ok.fetchImpl).send({ to: "9000000001", text: "Код 123456" });
    const params = new URLSearchParams(String(ok.calls[0].init.body));
    expect(params.get("to")).toBe("79000000001");
    expect(params.get("from")).toBe("SHOP");
    const refused = mockFetch({ json: { status: "OK", sms: { "79000000001": { status: "ERROR", status_text: "Недостаточно средств" } } } });
    await expect(smsRuSms("key", undefined, refused.fetchImpl).send({ to: "9000000001", text: "x" })).rejects.toThrow(/Недостаточно средств/);
  });
});

describe("outbox delivery", () => {
  it("marks delivered messages sent and lists a site's messages newest first", async () => {
    const site = await siteOf("localhost");
    const other = await siteOf("second.localhost");
    const [row] = await getDb().insert(outbox).values({ siteId: site.id, channel: "email", recipient: "list@example.com", subject: "S", body: "Код 123456" }).returning();
    await getDb().insert(outbox).values({ siteId: other.id, channel: "sms", recipient: "9000000009", subject: "S", body: "B" });
    const result = await deliverOutbox();
    expect(result.failed).toBe(0);
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const [sent] = await getDb().select().from(outbox).where(eq(outbox.id, row.id));
    expect(sent.sentAt).not.toBeNull();
    const listed = await listOutbox({ site });
    expect(listed[0]).toMatchObject({ recipient: "list@example.com", body: "Код 123456" });
    expect(listed.every((item) => item.recipient !== "9000000009")).toBe(true);
    expect((await deliverOutbox()).sent).toBe(0);
  });

  it("lists only the channels asked for (the page hides what really went by mail or SMS)", async () => {
    const site = await siteOf("localhost");
    await getDb().insert(outbox).values([
      { siteId: site.id, channel: "email", recipient: "channels@example.com", subject: "S", body: "Код 111111" },
      { siteId: site.id, channel: "sms", recipient: "9000000077", subject: "S", body: "Код 222222" },
    ]);
    const smsOnly = await listOutbox({ site }, { channels: ["sms"] });
    expect(smsOnly.some((item) => item.recipient === "9000000077")).toBe(true);
    expect(smsOnly.every((item) => item.channel === "sms")).toBe(true);
    expect(await listOutbox({ site }, { channels: [] })).toEqual([]);
  });

  it("logs the codes' text only in development unless B2B_DEV_OUTBOX=1", () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, B2B_DEV_OUTBOX: process.env.B2B_DEV_OUTBOX };
    const check = (env: Record<string, string | undefined>) => {
      Object.assign(process.env, env);
      for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
      let enabled = false;
      jest.isolateModules(() => {
        // A fresh module registry re-reads the environment.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
        enabled = require("@/lib/server/outbox/dev-outbox-enabled").logsMessageText();
      });
      return enabled;
    };
    try {
      expect(check({ NODE_ENV: "development", B2B_DEV_OUTBOX: undefined })).toBe(true);
      expect(check({ NODE_ENV: "production", B2B_DEV_OUTBOX: undefined })).toBe(false);
      expect(check({ NODE_ENV: "production", B2B_DEV_OUTBOX: "1" })).toBe(true);
    } finally {
      Object.assign(process.env, saved);
      if (saved.B2B_DEV_OUTBOX === undefined) delete process.env.B2B_DEV_OUTBOX;
    }
  });
});

describe("GET /api/v1/dev-outbox", () => {
  const call = (handler: typeof devOutboxRoute, host = "localhost", headers: Record<string, string> = {}) => callRoute(handler, { host, path: "/api/v1/dev-outbox", headers });

  it("links the outbox where it opens (tests run like development: no mail configured) and is never cached", async () => {
    const res = await call(devOutboxRoute);
    expect(res.status).toBe(200);
    expect(ZDevOutboxResponse.parse(res.json)).toEqual({ available: true, url: "/dev/outbox" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await call(devOutboxRoute, "nosuch.localhost")).status).toBe(404);
  });

  it("in a production build answers a request with a forged peer header: not available", async () => {
    const saved = process.env.NODE_ENV;
    try {
      // The environment is read when the fresh module first answers, so it stays production until then.
      Object.assign(process.env, { NODE_ENV: "production" });
      let handler: typeof devOutboxRoute | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
        handler = require("@/app/api/v1/dev-outbox/route").GET;
      });
      if (!handler) throw new Error("no handler");
      const res = await call(handler, "localhost", { [PEER_ADDRESS_HEADER]: "127.0.0.1" });
      expect(res.status).toBe(200);
      expect(ZDevOutboxResponse.parse(res.json)).toEqual({ available: false, url: null });
    } finally {
      Object.assign(process.env, { NODE_ENV: saved });
    }
  });
});
