import "server-only";
import { and, eq } from "drizzle-orm";
import sanitize from "sanitize-html";
import { defaultOfferColumns, type TOfferTemplate, type TOfferTemplateRequest } from "@/lib/contracts/offers";
import type { TSafeHtml } from "@/lib/contracts/safe-html";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { offerTemplates, type TOfferTemplateData } from "../db/schema";
import { sanitizeHtml } from "../html/sanitize-html";
import { translator } from "@/lib/server/i18n/translator";

/** The template of a company that never saved one: its name as the contacts, the usual columns. */
export function startingTemplate(locale: TLocale, companyName: string): TOfferTemplateData {
  return { title: translator(locale, "offers")("template.defaultTitle"), contacts: companyName, intro: "", final: "", columns: [...defaultOfferColumns], logoKey: null };
}

/** The company's saved default template, or the starting one. */
export async function loadDefaultTemplate(db: TDb | TTx, { siteId, companyId, companyName, locale }: { siteId: number; companyId: number; companyName: string; locale: TLocale }): Promise<TOfferTemplateData> {
  const [row] = await db
    .select({ template: offerTemplates.template })
    .from(offerTemplates)
    .where(and(eq(offerTemplates.siteId, siteId), eq(offerTemplates.companyId, companyId)));
  return row?.template ?? startingTemplate(locale, companyName);
}

/** A template as sent, made safe to store: intro and final through the content sanitiser; the logo kept unless removed. */
export function templateOf(request: TOfferTemplateRequest, current: TOfferTemplateData): TOfferTemplateData {
  return {
    title: request.title,
    contacts: request.contacts,
    intro: sanitizeHtml(request.intro),
    final: sanitizeHtml(request.final),
    columns: request.columns,
    logoKey: request.logo === false ? null : current.logoKey,
  };
}

/** The logo's address: the offer's logo call, versioned by the file so a new upload is never a cached old one. */
export function offerLogoUrl(offerId: number, logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version = logoKey.split("/").pop()?.replace(/\.png$/, "").slice(0, 12) ?? "";
  return `/api/v1/offer/${offerId}/logo?v=${version}`;
}

export function formatTemplate(offerId: number, template: TOfferTemplateData): TOfferTemplate {
  return {
    title: template.title,
    contacts: template.contacts,
    // Stored sanitised; sanitised again on the way out, so a row written by other means cannot bypass it.
    intro: sanitizeHtml(template.intro),
    final: sanitizeHtml(template.final),
    columns: template.columns,
    logo: offerLogoUrl(offerId, template.logoKey),
  };
}

/** Safe HTML as plain text for the PDF: paragraphs, line breaks and list items become new lines. */
export function htmlToText(html: TSafeHtml | string): string {
  const marked = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[2-4]|tr|blockquote|pre)>/gi, "\n").replace(/<li[^>]*>/gi, "• ");
  const text = sanitize(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
