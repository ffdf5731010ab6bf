import "server-only";
import { z } from "zod";
import { resolveChatKind, type TChatKind } from "@/lib/shared/chat-kind";
import { sanitizeHtml } from "../html/sanitize-html";
import type { TSite } from "../sites/resolve-site";

// The notice is the seller's HTML: sanitised here, where it is read, like every seller HTML.
const ZImportantNotice = z.object({ title: z.string().trim().min(1).max(200), html: z.string().max(20_000).transform(sanitizeHtml), hidden: z.boolean().default(false) });
const ZRegionalMessage = z.object({ enabled: z.boolean() });

export type TShellConfig = {
  chat: { kind: TChatKind; link: string; buttons: { type: string; link: string; image?: string; hint?: string; background?: string }[] } | null;
  importantNotice: z.output<typeof ZImportantNotice> | null;
  regionalMessage: boolean;
  /** The web-analytics (Yandex Metrika) counter of the site, digits only; null = no counter script at all. */
  webAnalytics: { counterId: string; ecommerce: boolean } | null;
};

// A counter id goes into an inline script: only digits are accepted, anything else means "no counter".
const ZCounterId = z.string().regex(/^\d{1,12}$/);

/** The web-analytics counter for a configured id, or null when the id is absent or not digits only. */
export function webAnalyticsOf(counterId: unknown, ecommerce: boolean): TShellConfig["webAnalytics"] {
  const id = ZCounterId.safeParse(counterId);
  return id.success ? { counterId: id.data, ecommerce } : null;
}

/**
 * The shell's part of a site's configuration, read defensively (a malformed value is "not configured"):
 * the chat button only when both settings.chatButton and config.chatButton exist (spec §3), the
 * important notice and the regional message (sites.config.importantNotice / regionalMessage), the
 * web-analytics counter (config.yandexMetrikaCounterId).
 */
export function getShellConfig(site: Pick<TSite, "settings" | "config">): TShellConfig {
  const { chatButton } = site.config;
  const notice = ZImportantNotice.safeParse(site.config.importantNotice);
  const regional = ZRegionalMessage.safeParse(site.config.regionalMessage);
  return {
    chat:
      site.settings.chatButton && chatButton
        ? { kind: resolveChatKind({ type: chatButton.type }), link: chatButton.link, buttons: chatButton.chatButtons.filter((b) => b.link) }
        : null,
    importantNotice: notice.success ? notice.data : null,
    regionalMessage: regional.success && regional.data.enabled,
    webAnalytics: webAnalyticsOf(site.config.yandexMetrikaCounterId, site.config.b2bAnalytics?.modules.yandexMetrika?.ecommerce === true),
  };
}
