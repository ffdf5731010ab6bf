import http from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider, { interactionPolicy, type ClientMetadata, type Configuration, type JWK } from "oidc-provider";
import { findDemoCustomer } from "./demo-customers";
import { handleInteraction } from "./handle-interaction";
import { errorPage } from "./interaction-pages";
import { memoryAdapterFactory } from "./memory-adapter";

export type TDevIdpOptions = {
  /** 0 picks a free port (tests). */
  port: number;
  clients: ClientMetadata[];
  log?: (line: string) => void;
};

export type TDevIdp = { issuer: string; port: number; provider: Provider; close: () => Promise<void> };

/** A signing key made at start: the local bank's tokens are only good while it runs. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: `dev-${randomBytes(4).toString("hex")}`, use: "sig", alg: "RS256" } as JWK;
}

/** The bank asks who you are on every authorization, so a developer can try each demo customer in turn. */
function alwaysChooseCustomer() {
  const policy = interactionPolicy.base();
  policy.get("login")?.checks.add(
    new interactionPolicy.Check("choose_customer", "the local bank always asks which customer signs in", (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}

function configuration(clients: ClientMetadata[]): Configuration {
  return {
    adapter: memoryAdapterFactory(),
    clients,
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      phone: ["phone_number", "phone_number_verified"],
      profile: ["name", "given_name", "family_name", "middle_name"],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    responseTypes: ["code"],
    // Short lives: the local bank only has to last one sign-in at a time.
    ttl: { Interaction: 10 * 60, Session: 24 * 3600, Grant: 24 * 3600, AccessToken: 10 * 60, IdToken: 10 * 60, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy: alwaysChooseCustomer() },
    async findAccount(_ctx, sub) {
      const customer = findDemoCustomer(sub);
      if (!customer) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...customer.claims }) };
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = errorPage([out.error, out.error_description].filter(Boolean).join(": "));
    },
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Starts the local OpenID provider (oidc-provider) on the loopback interface only: discovery, JWKS,
 * authorization with PKCE, token, userinfo, and our own Russian login and consent pages.
 */
export async function startDevIdp({ port, clients, log = () => {} }: TDevIdpOptions): Promise<TDevIdp> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const servers = [http.createServer((req, res) => handler(req, res))];
  await listen(servers[0], port, "127.0.0.1");
  const actualPort = (servers[0].address() as AddressInfo).port;
  // "localhost" may resolve to ::1 as well; listen there too when the machine has IPv6.
  const ipv6 = http.createServer((req, res) => handler(req, res));
  await listen(ipv6, actualPort, "::1").then(
    () => servers.push(ipv6),
    () => undefined,
  );

  const issuer = `http://localhost:${actualPort}`;
  const provider = new Provider(issuer, configuration(clients));
  provider.on("server_error", (_ctx, error) => log(`ошибка провайдера: ${error.message}`));
  const callback = provider.callback();
  handler = (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    if (!url.pathname.startsWith("/interaction/")) return void callback(req, res);
    handleInteraction(provider, req, res, url.pathname).catch((error: unknown) => {
      log(`ошибка страницы входа: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/html; charset=utf-8" }).end(errorPage("Сеанс входа не найден или устарел. Начните вход в магазине заново."));
    });
  };

  const close = () =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined);
  return { issuer, port: actualPort, provider, close };
}
