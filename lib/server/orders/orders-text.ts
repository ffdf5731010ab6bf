import "server-only";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { formatDate } from "@/lib/shared/money";
import type { TOrderEventNote } from "../db/schema";
import { translate } from "../i18n/messages";
import type { TSite } from "../sites/resolve-site";

/** A text of the "orders" message namespace in the caller's language ("api.notFound", "status.confirmed"). */
export function ordersText(locale: TLocale, key: string, values: Record<string, string | number> = {}): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `orders.${key}`, strings);
}

/** Texts stored with an order (its name, history comments) are written in the site's first language. */
export function siteLocale(site: Pick<TSite, "locales">): TLocale {
  const first = site.locales[0];
  return first && isLocale(first) ? first : "ru";
}

/** Our note on a status change, stored as its kind and values (order_events.note, note_params). */
export type TEventNote = { note: TOrderEventNote; noteParams: Record<string, string> | null };

const noteKeys: Record<TOrderEventNote, string> = { placed: "api.eventPlaced", placedNoReserve: "api.eventPlacedNoReserve", cancelled: "api.eventCancelled", expired: "api.eventExpired" };

/** What the history shows for an event: our note in the reader's language, else the text a person wrote. */
export function eventCommentText(locale: TLocale, event: { note: TOrderEventNote | null; noteParams: Record<string, string> | null; comment: string | null }): string | null {
  if (!event.note) return event.comment;
  const date = event.noteParams?.date;
  return ordersText(locale, noteKeys[event.note], date ? { date: formatDate(date) } : {});
}

/**
 * An order's name in the reader's language: the name we gave it («Заказ № 8», written in the site's
 * first language) is ours to translate; a name that came from elsewhere (an exchange) stays as written.
 */
export function orderNameText(locale: TLocale, stored: TLocale, order: { id: number; name: string }): string {
  return order.name === ordersText(stored, "api.orderName", { id: order.id }) ? ordersText(locale, "api.orderName", { id: order.id }) : order.name;
}
