/** @jest-environment node */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { BlockList } from "node:net";
import { parseTrustedProxies } from "@/lib/server/env";
import { clientAddress, clientAddressOf, isLoopbackAddress, isLoopbackPeer, PEER_ADDRESS_HEADER, stampPeerAddress } from "@/lib/server/http/peer-address";
import type { TDevOutboxAccess } from "@/lib/server/outbox/dev-outbox-enabled";

const globalForPeer = globalThis as unknown as { __b2bPeerAddressStamped?: boolean };

/** The headers a handler behind the stamping server would see (as Next hands them to pages and routes). */
function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/** A server like scripts/start.ts's: stamps every request, then answers what the app would conclude. */
async function startStampingServer(trusted = new BlockList()): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    stampPeerAddress(req, trusted);
    // As Next's server does to every request after ours stamped it.
    req.headers["x-forwarded-for"] ??= req.socket.remoteAddress;
    res.end(JSON.stringify({ loopback: isLoopbackPeer(headersOf(req)), peer: req.headers[PEER_ADDRESS_HEADER], client: clientAddress(headersOf(req)) }));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function get(host: string, port: number, headers: Record<string, string> = {}): Promise<{ loopback: boolean; peer: string; client: string }> {
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
      expect(await get("127.0.0.1", server.port)).toMatchObject({ loopback: true, peer: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/) });
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
      expect(forged).toMatchObject({ loopback: false, peer: expect.stringMatching(new RegExp(`^(::ffff:)?${(externalAddress ?? "").replace(/\./g, "\\.")}$`)) });
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

// Issue 16: rate limits count per client address; a made-up X-Forwarded-For must neither reset them nor
// fill another address's counter, so it is believed only from a configured trusted proxy.
describe("the client's address (TRUSTED_PROXIES)", () => {
  beforeEach(() => delete globalForPeer.__b2bPeerAddressStamped);

  it("reads TRUSTED_PROXIES as addresses and networks, and refuses anything else", () => {
    const list = parseTrustedProxies("10.0.0.1, 10.1.0.0/16, ::1");
    expect(list?.check("10.1.2.3", "ipv4")).toBe(true);
    expect(list?.check("10.2.0.1", "ipv4")).toBe(false);
    expect(list?.check("::1", "ipv6")).toBe(true);
    for (const bad of ["proxy.local", "10.0.0.0/33", "10.0.0.1/x"]) expect(parseTrustedProxies(bad)).toBeNull();
    expect(parseTrustedProxies("")?.check("127.0.0.1", "ipv4")).toBe(false);
  });

  it("ignores X-Forwarded-For unless the socket's peer is a trusted proxy, then takes the nearest untrusted hop", () => {
    const none = new BlockList();
    expect(clientAddressOf("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    const proxies = parseTrustedProxies("10.0.0.0/8") ?? none;
    expect(clientAddressOf("198.51.100.9", "6.6.6.6", proxies)).toBe("198.51.100.9");
    // The client wrote "6.6.6.6"; our proxy appended the address it saw.
    expect(clientAddressOf("10.0.0.2", "6.6.6.6, 203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddressOf("::ffff:10.0.0.2", "203.0.113.7, 10.0.0.3", proxies)).toBe("203.0.113.7");
    expect(clientAddressOf("10.0.0.2", "not-an-address", proxies)).toBe("10.0.0.2");
  });

  it("stamps the socket's address for a made-up X-Forwarded-For, and the forwarded one behind a trusted proxy", async () => {
    const direct = await startStampingServer();
    try {
      const res = await get("127.0.0.1", direct.port, { "x-forwarded-for": "198.51.100.23", "x-b2b-client-address": "198.51.100.24" });
      expect(res.client).toBe("127.0.0.1");
    } finally {
      await direct.close();
    }
    const behindProxy = await startStampingServer(parseTrustedProxies("127.0.0.1") ?? undefined);
    try {
      expect((await get("127.0.0.1", behindProxy.port, { "x-forwarded-for": "198.51.100.23" })).client).toBe("198.51.100.23");
    } finally {
      await behindProxy.close();
    }
  });

  it("takes X-Forwarded-For as is only in a process that stamps nothing (next dev, in-process tests)", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.5, 10.0.0.1" }))).toBe("198.51.100.5");
  });
});
