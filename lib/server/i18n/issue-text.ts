import "server-only";
import type { ZodError } from "zod";
import { fieldMessageText, type TFieldMessageTranslator } from "@/lib/contracts/field-message";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "./translator";

/**
 * The text of a zod issue's message in a language: a contract's message key (lib/contracts/field-message.ts)
 * from the `validation` namespace, zod's own message as it is. Every server path that shows an issue's
 * message (the route kit's field errors, the seller's tools) reads it here.
 */
export function issueText(message: string, locale: TLocale): string {
  return fieldMessageText(message, translator(locale, "validation") as TFieldMessageTranslator);
}

/** Every issue of a failed parse on one line for a seller's tool: `steps.0.key: text; name: text` (`root` names a whole-value issue). */
export function issuesText(error: ZodError, locale: TLocale, root = ""): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join(".") || root;
      const text = issueText(issue.message, locale);
      return path ? `${path}: ${text}` : text;
    })
    .join("; ");
}
