import "server-only";
import type { TTx } from "../db/client";
import { outbox } from "../db/schema";

export type TOutboxChannel = "email" | "sms";
export type TOutboxMessage = { channel: TOutboxChannel; recipient: string; subject: string; body: string };

/**
 * Queues a mail or an SMS in the transaction of the change that causes it, so a rolled-back change sends
 * nothing. Call kickOutboxDelivery() after the commit.
 */
export async function enqueueMessage({ site, tx }: { site: { id: number }; tx: TTx }, message: TOutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ siteId: site.id, ...message });
}
