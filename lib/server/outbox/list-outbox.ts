import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

export type TOutboxItem = { id: number; channel: string; recipient: string; subject: string; body: string; createdAt: Date; sentAt: Date | null; error: string | null };

/** The site's latest outgoing messages, newest first (for the development outbox page). */
export async function listOutbox({ site }: { site: Pick<TSite, "id"> }, { limit = 100 }: { limit?: number } = {}): Promise<TOutboxItem[]> {
  return getDb()
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      error: outbox.error,
    })
    .from(outbox)
    .where(eq(outbox.siteId, site.id))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
