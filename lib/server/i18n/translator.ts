import "server-only";
// use-intl/core (next-intl's own core, without React): jobs and the command-line tools load this outside React too.
import { createTranslator, type AbstractIntlMessages, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import type { TLocale } from "@/lib/shared/locales";
import { compileMessages } from "./compile-messages";
import { bundledMessages, type TMessages } from "./messages";

/** A namespace (or branch) of the messages: "cart.api", "mailTemplates". */
export type TServerNamespace = NamespaceKeys<TMessages, NestedKeyOf<TMessages>>;

/**
 * next.config.mjs points next-intl's formatter at its format-only build in the app (pages format
 * messages compiled on the server, compile-messages.ts); jest and the command-line tools run the full ICU
 * formatter on the source texts. Which one this process has is asked once: the format-only build returns
 * a source text with an argument as written.
 */
const formatsSourceTexts = createTranslator({ locale: "ru", messages: { probe: "{x}" } })("probe", { x: "1" }) === "1";

const translators = new Map<string, unknown>();

/**
 * The one translator of server code (route errors, mail, documents, jobs): next-intl's own
 * `createTranslator` over the bundled messages, so every namespace and key is checked by the compiler
 * (global.d.ts) and plurals are ICU's. The locale is the request's (the route kit's `ctx.locale`) or, for a
 * job or a mail without a request, the site's first language (`siteLocale`). Site's own texts (the
 * translations table) are for pages; server texts are the bundled ones.
 *
 * `translator(locale, "cart.api")("lineNotFound")`, or without a namespace `translator(locale)("errors.notFound")`.
 */
export function translator<const N extends TServerNamespace = never>(locale: TLocale, namespace?: N) {
  const cacheKey = `${locale}:${namespace ?? ""}`;
  let hit = translators.get(cacheKey) as ReturnType<typeof create<N>> | undefined;
  if (!hit) {
    hit = create(locale, namespace);
    translators.set(cacheKey, hit);
  }
  return hit;
}

function create<N extends TServerNamespace>(locale: TLocale, namespace: N | undefined) {
  const source = bundledMessages(locale);
  const messages = (formatsSourceTexts ? source : compileMessages(source as unknown as Parameters<typeof compileMessages>[0])) as AbstractIntlMessages as TMessages;
  return createTranslator<TMessages, N>({ locale, messages, namespace, timeZone: "Europe/Moscow" });
}

/** A server translator bound to a namespace (what helpers that format several texts take). */
export type TServerTranslator<N extends TServerNamespace> = ReturnType<typeof translator<N>>;

/** A key of a namespace, for helpers that take one (`fail(locale, "corrupt")`). */
export type TMessageKey<N extends TServerNamespace> = Parameters<TServerTranslator<N>>[0];
