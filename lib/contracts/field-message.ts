import type { MessageKeys, NestedKeyOf } from "use-intl/core";
import type ru from "@/messages/ru.json";

/**
 * A contract's own field messages are keys of the `validation` namespace of messages/ (ru.json is the
 * source of keys), not texts: a contract is shared by the server and the browser and knows no reader. The
 * key travels as the zod issue's message and becomes text in the reader's language where the issue is read
 * (the route kit's field errors, server/i18n/issue-text.ts). ADR 0032.
 */
type TValidationMessages = (typeof ru)["validation"];

/** A key of `validation`: a key that ru.json lacks fails the compiler. */
export type TFieldMessageKey = MessageKeys<TValidationMessages, NestedKeyOf<TValidationMessages>>;

/** ICU arguments of a field message (`{max}`, `{values}`). */
export type TFieldMessageValues = Record<string, string | number>;

// A key is dotted words; its values follow one space later as JSON (zod keeps an issue's message a string).
const reference = /^([A-Za-z]\w*(?:\.\w+)+)(?: (\{.*\}))?$/s;

/**
 * A contract's field message: `.min(1, fieldMessage("cart.amountMin"))`,
 * `.max(MAX, fieldMessage("common.maxChars", { max: MAX }))`.
 */
export function fieldMessage(key: TFieldMessageKey, values?: TFieldMessageValues): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

/** The key and values of a message `fieldMessage` made, or null for any other text (zod's own). */
export function readFieldMessage(message: string): { key: string; values?: TFieldMessageValues } | null {
  const match = reference.exec(message);
  if (!match) return null;
  if (!match[2]) return { key: match[1] };
  try {
    const values: unknown = JSON.parse(match[2]);
    return values && typeof values === "object" && !Array.isArray(values) ? { key: match[1], values: values as TFieldMessageValues } : null;
  } catch {
    return null;
  }
}

/** What turns a key into text: a translator of the `validation` namespace (server or client). */
export type TFieldMessageTranslator = {
  (key: TFieldMessageKey, values?: TFieldMessageValues): string;
  has(key: TFieldMessageKey): boolean;
};

/**
 * The text of a zod issue's message in the translator's language: a contract's key is translated, anything
 * else (zod's built-in messages, already in the parse's language) is shown as it is.
 */
export function fieldMessageText(message: string, t: TFieldMessageTranslator): string {
  const found = readFieldMessage(message);
  if (!found) return message;
  const key = found.key as TFieldMessageKey;
  return t.has(key) ? t(key, found.values) : message;
}
