/** @jest-environment node */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { isLoopbackAddress, isLoopbackPeer, PEER_ADDRESS_HEADER, stampPeerAddress } from "@/lib/server/http/peer-address";
import type { TDevOutboxAccess } from "@/lib/server/outbox/dev-outbox-enabled";

const globalForPeer = globalThis as unknown as { __b2bPeerAddressStamped?: boolean };

/** The headers a handler behind the stamping server would see (as Next hands them to pages and routes). */
function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/** A server like scripts/start.ts's: stamps every request, then answers what the app would conclude. */
async function startStampingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    stampPeerAddress(req);
    // As Next's server does to every request after ours stamped it.
    req.headers["x-forwarded-for"] ??= req.socket.remoteAddress;
    res.end(JSON.stringify({ loopback: isLoopbackPeer(headersOf(req)), peer: req.headers[PEER_ADDRESS_HEADER] }));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function get(host: string, port: number, headers: Record<string, string> = {}): Promise<{ loopback: boolean; peer: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: "/", headers: { host: "localhost", ...headers }, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
  });
}

/** An address of this machine that is not loopback (the buyer's view of the server from the network). */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && info.family === "IPv4" && !info.internal)?.address;

describe("the request's TCP peer (peer-address)", () => {
  beforeEach(() => delete globalForPeer.__b2bPeerAddressStamped);

  it("knows loopback addresses, IPv4-mapped ones included", () => {
    for (const address of ["127.0.0.1", "127.0.1.1", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["", "192.0.2.2", "::ffff:10.0.0.1", "fd00::2", "127.0.0.1.example", "localhost"]) expect(isLoopbackAddress(address)).toBe(false);
  });

  it("trusts no peer header in a process whose server never stamped a request (next start, next dev)", () => {
    expect(isLoopbackPeer(new Headers({ [PEER_ADDRESS_HEADER]: "127.0.0.1" }))).toBe(false);
  });

  it("calls a request over 127.0.0.1 or ::1 local, but not one a proxy forwarded", async () => {
    const server = await startStampingServer();
    try {
      // A dual-stack server sees IPv4 peers as ::ffff:127.0.0.1.
      expect(await get("127.0.0.1", server.port)).toEqual({ loopback: true, peer: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/) });
      expect((await get("::1", server.port)).loopback).toBe(true);
      expect((await get("127.0.0.1", server.port, { "x-forwarded-for": "203.0.113.7" })).loopback).toBe(false);
      expect((await get("127.0.0.1", server.port, { forwarded: "for=203.0.113.7" })).loopback).toBe(false);
    } finally {
      await server.close();
    }
  });

  (externalAddress ? it : it.skip)("replaces a forged peer header of a request from the network with the socket's address", async () => {
    const server = await startStampingServer();
    try {
      const forged = await get(externalAddress ?? "", server.port, { [PEER_ADDRESS_HEADER]: "127.0.0.1", host: "localhost" });
      expect(forged).toEqual({ loopback: false, peer: expect.stringMatching(new RegExp(`^(::ffff:)?${(externalAddress ?? "").replace(/\./g, "\\.")}$`)) });
    } finally {
      await server.close();
    }
  });
});

describe("who sees /dev/outbox (devOutboxAccess)", () => {
  const keys = ["NODE_ENV", "B2B_DEV_OUTBOX", "SMTP_URL", "SMS_PROVIDER", "SMS_API_KEY"] as const;
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  afterAll(() => {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else Object.assign(process.env, { [key]: saved[key] });
    }
  });

  function access(env: Partial<Record<(typeof keys)[number], string>>, isLoopbackPeerValue: boolean): TDevOutboxAccess {
    for (const key of keys) {
      if (env[key] === undefined) delete process.env[key];
      else Object.assign(process.env, { [key]: env[key] });
    }
    let result: TDevOutboxAccess | undefined;
    jest.isolateModules(() => {
      // A fresh module registry re-reads the environment (getEnv caches it).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous require
      result = require("@/lib/server/outbox/dev-outbox-enabled").devOutboxAccess({ isLoopbackPeer: isLoopbackPeerValue });
    });
    if (!result) throw new Error("devOutboxAccess gave nothing");
    return result;
  }

  const production = { NODE_ENV: "production" } as const;
  const smtp = { SMTP_URL: "smtp://mail.example.com:25" } as const;
  const smsRu = { SMS_PROVIDER: "smsru", SMS_API_KEY: "key" } as const;

  it("is on by default with no mail configured, in a production build for this machine only", () => {
    expect(access(production, true)).toEqual({ channels: ["email", "sms"], openToEveryone: false });
    expect(access(production, false).channels).toEqual([]);
  });

  it("shows only what went nowhere but the log, and nothing once mail and SMS are configured", () => {
    expect(access({ ...production, ...smtp }, true).channels).toEqual(["sms"]);
    expect(access({ ...production, ...smsRu }, true).channels).toEqual(["email"]);
    expect(access({ ...production, ...smtp, ...smsRu }, true).channels).toEqual([]);
  });

  it("opens to everyone only in development or with B2B_DEV_OUTBOX=1, and B2B_DEV_OUTBOX=0 closes it", () => {
    expect(access({ NODE_ENV: "development" }, false)).toEqual({ channels: ["email", "sms"], openToEveryone: true });
    expect(access({ ...production, ...smtp, ...smsRu, B2B_DEV_OUTBOX: "1" }, false)).toEqual({ channels: ["email", "sms"], openToEveryone: true });
    expect(access({ ...production, B2B_DEV_OUTBOX: "0" }, true).channels).toEqual([]);
    expect(access({ NODE_ENV: "development", B2B_DEV_OUTBOX: "0" }, true).channels).toEqual([]);
  });
});
