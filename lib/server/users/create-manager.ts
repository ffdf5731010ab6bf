import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { normalizePhone } from "@/lib/shared/phone";
import { normalizeEmail } from "../auth/identifier";
import { getDb } from "../db/client";
import { managers } from "../db/schema";
import { AppError } from "../http/app-error";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.users");

export type TManagerInput = { name: string; email?: string; phone?: string; position?: string };

/** A member of the seller's staff who looks after buyer companies (buyers see them in the help menu). */
export async function createManager(siteId: number, input: TManagerInput): Promise<{ id: number; name: string; email: string | null }> {
  const name = input.name.trim();
  if (!name) throw new AppError("BAD_REQUEST", t("managerNameRequired"));
  const email = input.email === undefined ? null : normalizeEmail(input.email);
  if (input.email !== undefined && !email) throw new AppError("BAD_REQUEST", t("notAnEmail", { input: input.email }));
  const phone = input.phone === undefined ? null : normalizePhone(input.phone);
  if (input.phone !== undefined && !phone) throw new AppError("BAD_REQUEST", t("notAPhone", { input: input.phone }));
  if (email) {
    const [taken] = await getDb().select({ id: managers.id }).from(managers).where(and(eq(managers.siteId, siteId), sql`lower(${managers.email}) = ${email}`)).limit(1);
    if (taken) throw new AppError("CONFLICT", t("managerEmailTaken", { email }));
  }
  const [row] = await getDb()
    .insert(managers)
    .values({ siteId, name, email, phone, position: input.position?.trim() || null })
    .returning({ id: managers.id, name: managers.name, email: managers.email });
  return row;
}
