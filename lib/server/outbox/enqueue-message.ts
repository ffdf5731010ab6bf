import "server-only";
import type { TTx } from "../db/client";
import { outbox } from "../db/schema";

export type TOutboxChannel = "email" | "sms";
/** `body` is the text (of a mail: its plain-text version); `html` the HTML version of a mail that has one. */
export type TOutboxMessage = { channel: TOutboxChannel; recipient: string; subject: string; body: string; html?: string | null };

/**
 * Queues a mail or an SMS in the transaction of the change that causes it, so a rolled-back change sends
 * nothing. Call kickOutboxDelivery() after the commit (the background job delivers it anyway).
 */
export async function enqueueMessage({ site, tx }: { site: { id: number }; tx: TTx }, message: TOutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ siteId: site.id, ...message });
}
