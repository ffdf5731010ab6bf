import "server-only";
import { defaultLocale, type TLocale } from "@/lib/shared/locales";

/**
 * The language of the texts no request asks for: the seller console's errors, the import log (stored as
 * written; 1C reads its phase as the exchange's progress) and the operators' start-up errors. Russian, the
 * language the console itself speaks (scripts/seller); the texts come from messages, so another language is
 * this one setting away (ADR 0032).
 */
export const operatorLocale: TLocale = defaultLocale;
