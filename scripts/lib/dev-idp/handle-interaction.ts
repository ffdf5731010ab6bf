import type http from "node:http";
import type Provider from "oidc-provider";
import { findDemoCustomer } from "./demo-customers";
import { consentPage, errorPage, loginPage } from "./interaction-pages";

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function html(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** Gives the storefront what it asked for: the missing OpenID scopes and claims of this interaction. */
async function grantConsent(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const accountId = details.session?.accountId;
  if (!accountId) return html(res, 400, errorPage("Сначала выберите клиента банка."));
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) return html(res, 400, errorPage("Согласие не найдено."));
  const missingScope = stringList(details.prompt.details.missingOIDCScope);
  const missingClaims = stringList(details.prompt.details.missingOIDCClaims);
  if (missingScope.length) grant.addOIDCScope(missingScope.join(" "));
  if (missingClaims.length) grant.addOIDCClaims(missingClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
}

/**
 * /interaction/{uid}: the login page (pick a demo customer) and the consent page, and their forms:
 * POST …/login, …/confirm and …/abort (the buyer refuses: the storefront gets error=access_denied).
 */
export async function handleInteraction(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
  const [, , uid, action] = pathname.split("/");
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return html(res, 400, errorPage("Сеанс входа не совпадает."));
  const clientId = String(details.params.client_id);
  const client = await provider.Client.find(clientId);
  const shopName = client?.clientName ?? clientId;

  if (req.method === "GET" && !action) {
    if (details.prompt.name === "login") return html(res, 200, loginPage(uid, shopName));
    const customer = details.session?.accountId ? findDemoCustomer(details.session.accountId) : undefined;
    const scopes = String(details.params.scope ?? "openid").split(" ");
    return html(res, 200, consentPage(uid, shopName, customer, scopes));
  }
  if (req.method !== "POST") return html(res, 405, errorPage("Метод не поддерживается."));
  if (action === "login") {
    const customer = findDemoCustomer((await readForm(req)).get("customer") ?? "");
    if (!customer) return html(res, 400, errorPage("Выберите клиента банка."));
    return provider.interactionFinished(req, res, { login: { accountId: customer.sub } }, { mergeWithLastSubmission: false });
  }
  if (action === "confirm") return grantConsent(provider, req, res);
  if (action === "abort") {
    return provider.interactionFinished(req, res, { error: "access_denied", error_description: "Клиент отказался от входа" }, { mergeWithLastSubmission: false });
  }
  return html(res, 404, errorPage("Страница не найдена."));
}
