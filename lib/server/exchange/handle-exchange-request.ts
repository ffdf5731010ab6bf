import "server-only";
import fsp from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { exchangeAccounts } from "../db/schema";
import { AppError } from "../http/app-error";
import { loggableError } from "../http/error-response";
import { clientAddress } from "../http/peer-address";
import { logger } from "../log";
import { resolveSite, type TSite } from "../sites/resolve-site";
import { checkExchangeAuth } from "./check-exchange-auth";
import { ExchangeFailure, failureAnswer, stepAnswer, successAnswer, textAnswer } from "./exchange-answer";
import { clearExchangeFolder, exchangeFolder } from "./exchange-folder";
import { hasLiveImport } from "./exchange-runs";
import { findExchangeSession, type TExchangeSession } from "./exchange-session";
import { resolveExchangeSettings, type TResolvedExchangeSettings } from "./exchange-settings";
import { exchangeText } from "./exchange-text";
import { importExchangeFile } from "./import-exchange-file";
import { applyOrdersFrom1C } from "./apply-orders-from-1c";
import { confirmExchangeOrders, queryExchangeOrders } from "./query-exchange-orders";
import { readOrdersFrom1C } from "./read-orders-from-1c";
import { receiveExchangeFile } from "./receive-exchange-file";

type TCall = { request: Request; site: TSite; session: TExchangeSession; settings: TResolvedExchangeSettings; folder: string; filename: string | null };

async function settingsOf(siteId: number): Promise<TResolvedExchangeSettings> {
  const [account] = await getDb().select({ settings: exchangeAccounts.settings }).from(exchangeAccounts).where(eq(exchangeAccounts.siteId, siteId));
  return resolveExchangeSettings(account?.settings);
}

const initAnswer = (zip: boolean, fileLimit: number) => textAnswer([`zip=${zip ? "yes" : "no"}`, `file_limit=${fileLimit}`]);

/** sale/file: 1C's orders file, received whole, applied, then deleted. */
async function receiveOrders({ request, site, settings, folder, filename }: TCall): Promise<Response> {
  const file = await receiveExchangeFile({ folder, name: filename ? `sale/${filename}` : null, body: request.body, contentLength: request.headers.get("content-length"), fileLimit: settings.fileLimit, append: false });
  try {
    await applyOrdersFrom1C(site.id, await readOrdersFrom1C(file));
  } finally {
    await fsp.rm(file, { force: true });
  }
  return successAnswer();
}

/** The modes after checkauth, by `type/mode`. */
const modes: Record<string, (call: TCall) => Promise<Response>> = {
  "catalog/init": async ({ site, settings }) => {
    // The folder is emptied for the new package, but not under an import still reading it.
    if (await hasLiveImport(site.id)) throw new ExchangeFailure(exchangeText.runGoing);
    await clearExchangeFolder(site.id);
    return initAnswer(settings.zip, settings.fileLimit);
  },
  // Orders files are small: they come unzipped, in one part.
  "sale/init": async ({ settings }) => initAnswer(false, settings.fileLimit),
  "catalog/file": async ({ request, settings, folder, filename }) => {
    await receiveExchangeFile({ folder, name: filename, body: request.body, contentLength: request.headers.get("content-length"), fileLimit: settings.fileLimit });
    return successAnswer();
  },
  "catalog/import": async ({ site, session, folder, filename }) => stepAnswer(await importExchangeFile(site, session, { folder, name: filename })),
  // Newer modules end a package with these; a full package already withdraws what it did not name.
  "catalog/deactivate": async () => successAnswer(),
  "catalog/complete": async () => successAnswer(),
  "sale/query": async ({ site, session }) =>
    new Response(await queryExchangeOrders(site, session), { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "no-store" } }),
  "sale/success": async ({ site, session }) => {
    await confirmExchangeOrders(site, session);
    return successAnswer();
  },
  "sale/file": receiveOrders,
  // sale/file has applied the file already; a module that asks to import it after hears it is done.
  "sale/import": async () => successAnswer(),
};

async function answer(request: Request, site: TSite): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const type = params.get("type") ?? "";
  const mode = params.get("mode") ?? "";
  if (type !== "catalog" && type !== "sale") throw new ExchangeFailure(exchangeText.unknownRequest(type, mode));
  if (mode === "checkauth") {
    const { cookieName, token, maxAgeSeconds } = await checkExchangeAuth(site, { authorization: request.headers.get("authorization"), ip: clientAddress(request.headers) });
    const response = successAnswer(cookieName, token);
    response.headers.set("set-cookie", `${cookieName}=${token}; Path=/exchange/1c; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`);
    return response;
  }
  const handler = modes[`${type}/${mode}`];
  if (!handler) throw new ExchangeFailure(exchangeText.unknownRequest(type, mode));
  const session = await findExchangeSession(site, request.headers.get("cookie"));
  if (!session) throw new ExchangeFailure(exchangeText.noSession);
  return handler({ request, site, session, settings: await settingsOf(site.id), folder: exchangeFolder(site.id), filename: params.get("filename") });
}

/**
 * GET/POST /exchange/1c — 1C's «обмен с сайтом»: the site from Host (an unknown host is 404), then the
 * mode. Every refusal is `failure` and a reason in plain text, as 1C's exchange module reads it.
 */
export async function handleExchangeRequest(request: Request): Promise<Response> {
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const log = logger.child({ requestId, method: request.method, path: "/exchange/1c" });
  try {
    const site = await resolveSite(request.headers.get("host"));
    if (!site) return textAnswer([exchangeText.siteNotFound], { status: 404 });
    return await answer(request, site);
  } catch (error) {
    if (error instanceof ExchangeFailure) return failureAnswer(error);
    if (error instanceof AppError && error.status < 500) return failureAnswer(new ExchangeFailure(error.message, 200, error.retryAfterSeconds));
    log.error({ err: loggableError(error) }, "exchange failed");
    return failureAnswer(new ExchangeFailure(exchangeText.internal, 500));
  }
}
