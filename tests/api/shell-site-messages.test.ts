// The pages' messages (lib/server/i18n/request.ts) carry the site's own texts like
// GET /api/v2/translations/{locale} does, cached per site and language.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { translations } from "@/lib/server/db/schema";
import { getRequestIntl } from "@/lib/server/i18n/request-config";
import { clearSiteMessagesCache, SITE_MESSAGES_TTL_MS } from "@/lib/server/i18n/site-messages";
import { resolveSite } from "@/lib/server/sites/resolve-site";

type TTree = { shell: { skipToContent: string }; common: { catalog: string } };

async function siteId(host: string): Promise<number> {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  return site.id;
}

/** The skip link's text as the storefront layout renders it: getTranslations("shell") on the request config's messages. */
async function skipLinkText(host: string, chosen?: string): Promise<string> {
  const intl = await getRequestIntl({ host, chosen });
  return (intl.messages as TTree).shell.skipToContent;
}

describe("server-rendered messages with the site's own texts", () => {
  beforeEach(() => clearSiteMessagesCache());
  afterEach(async () => {
    await getDb().delete(translations).where(eq(translations.siteId, await siteId("localhost")));
    jest.useRealTimers();
  });

  it("show a site's override on that site, in that language only", async () => {
    const bundled = await skipLinkText("localhost");
    expect(bundled).toBe("Перейти к содержимому");
    await getDb()
      .insert(translations)
      .values({ siteId: await siteId("localhost"), locale: "ru", key: "shell.skipToContent", value: "К товарам" });
    clearSiteMessagesCache();

    expect(await skipLinkText("localhost")).toBe("К товарам");
    expect(await skipLinkText("localhost", "en")).not.toBe("К товарам");
    expect(await skipLinkText("second.localhost")).toBe(bundled);
    const intl = await getRequestIntl({ host: "localhost", chosen: undefined });
    expect((intl.messages as TTree).common.catalog).toBe("Каталог");
  });

  it("read the overrides once per site and language for a minute, then again", async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    const first = await getRequestIntl({ host: "localhost", chosen: undefined });
    await getDb()
      .insert(translations)
      .values({ siteId: await siteId("localhost"), locale: "ru", key: "shell.skipToContent", value: "К товарам" });
    // Within the minute the cached tree (the very same object) answers: no database read per page.
    const cached = await getRequestIntl({ host: "localhost", chosen: undefined });
    expect(cached.messages).toBe(first.messages);
    expect(await skipLinkText("localhost")).toBe("Перейти к содержимому");

    jest.setSystemTime(Date.now() + SITE_MESSAGES_TTL_MS + 1);
    expect(await skipLinkText("localhost")).toBe("К товарам");
  });

  it("leave the shared bundle untouched", async () => {
    await getDb()
      .insert(translations)
      .values({ siteId: await siteId("localhost"), locale: "ru", key: "shell.skipToContent", value: "К товарам" });
    expect(await skipLinkText("localhost")).toBe("К товарам");
    const { loadMessages } = await import("@/lib/server/i18n/messages");
    expect((await loadMessages("ru")).shell.skipToContent).toBe("Перейти к содержимому");
  });

  it("fall back to the bundled texts on a host of no site", async () => {
    const intl = await getRequestIntl({ host: "nosuch.localhost", chosen: "en" });
    expect(intl.locale).toBe("ru");
    expect(await skipLinkText("nosuch.localhost")).toBe("Перейти к содержимому");
  });
});
