import "server-only";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { formatDate } from "@/lib/shared/money";
import type { TOrderEventNote } from "../db/schema";
import { translator } from "../i18n/translator";
import type { TSite } from "../sites/resolve-site";

/** Texts stored with an order (its name, history comments) are written in the site's first language. */
export function siteLocale(site: Pick<TSite, "locales">): TLocale {
  const first = site.locales[0];
  return first && isLocale(first) ? first : "ru";
}

/** Our note on a status change, stored as its kind and values (order_events.note, note_params). */
export type TEventNote = { note: TOrderEventNote; noteParams: Record<string, string> | null };

const noteKeys = { placed: "eventPlaced", placedNoReserve: "eventPlacedNoReserve", cancelled: "eventCancelled", expired: "eventExpired" } as const satisfies Record<TOrderEventNote, string>;

/** What the history shows for an event: our note in the reader's language, else the text a person wrote. */
export function eventCommentText(locale: TLocale, event: { note: TOrderEventNote | null; noteParams: Record<string, string> | null; comment: string | null }): string | null {
  if (!event.note) return event.comment;
  const date = event.noteParams?.date;
  return translator(locale, "orders.api")(noteKeys[event.note], date ? { date: formatDate(date) } : {});
}

/**
 * An order's name in the reader's language: the name we gave it («Заказ № 8», written in the site's
 * first language) is ours to translate; a name that came from elsewhere (an exchange) stays as written.
 */
export function orderNameText(locale: TLocale, stored: TLocale, order: { id: number; name: string }): string {
  return order.name === translator(stored, "orders.api")("orderName", { id: order.id }) ? translator(locale, "orders.api")("orderName", { id: order.id }) : order.name;
}
