import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import type { TOutboxChannel } from "./enqueue-message";

export type TOutboxItem = {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date;
  deadAt: Date | null;
};

/** The site's latest outgoing messages of the given channels (default: all), newest first (for the outbox page). */
export async function listOutbox(
  { site }: { site: Pick<TSite, "id"> },
  { limit = 100, channels = ["email", "sms"] }: { limit?: number; channels?: readonly TOutboxChannel[] } = {},
): Promise<TOutboxItem[]> {
  return getDb()
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      html: outbox.html,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      error: outbox.error,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      deadAt: outbox.deadAt,
    })
    .from(outbox)
    .where(and(eq(outbox.siteId, site.id), inArray(outbox.channel, [...channels])))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
