import "server-only";
import { and, eq } from "drizzle-orm";
import type { TSuccess } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { closedInfoMessages, infoMessages } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/user/close-information-message: the message stops showing for this user; closing twice is fine. */
export async function closeInformationMessage({ site, auth, locale }: TUserContext, { id }: { id: number }): Promise<TSuccess> {
  const [message] = await getDb()
    .select({ id: infoMessages.id })
    .from(infoMessages)
    .where(and(eq(infoMessages.siteId, site.id), eq(infoMessages.id, id)));
  if (!message) throw new AppError("NOT_FOUND", translator(locale, "user.errors")("messageNotFound"));
  await getDb().insert(closedInfoMessages).values({ siteId: site.id, userId: auth.user.id, messageId: message.id }).onConflictDoNothing();
  return { success: true };
}
