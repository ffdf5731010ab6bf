import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getMailAdapter } from "../adapters/mail/get-mail-adapter";
import { getSmsAdapter } from "../adapters/sms/get-sms-adapter";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { logger } from "../log";

type TOutboxRow = typeof outbox.$inferSelect;

async function send(row: TOutboxRow): Promise<void> {
  if (row.channel === "sms") await getSmsAdapter().send({ to: row.recipient, text: row.body });
  else await getMailAdapter().send({ to: row.recipient, subject: row.subject, text: row.body });
}

/**
 * Sends what the outbox holds. Rows are claimed (sent_at set) with SKIP LOCKED, so several processes
 * never send one message twice; a failed row keeps its error and is not retried automatically.
 */
export async function deliverOutbox({ limit = 50 }: { limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  const pending = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.error)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db.update(outbox).set({ sentAt: new Date() }).where(inArray(outbox.id, pending)).returning();
  let failed = 0;
  for (const row of claimed) {
    try {
      await send(row);
    } catch (err) {
      failed += 1;
      logger.error({ err, outboxId: row.id, channel: row.channel }, "outbox message not sent");
      await db
        .update(outbox)
        .set({ sentAt: null, error: (err as Error).message.slice(0, 500) || "error" })
        .where(eq(outbox.id, row.id));
    }
  }
  return { sent: claimed.length - failed, failed };
}

const globalForOutbox = globalThis as unknown as { __b2bOutboxRun?: Promise<unknown> };

/** Starts a delivery after a commit without making the request wait for mail; errors are only logged. */
export function kickOutboxDelivery(): void {
  const previous = globalForOutbox.__b2bOutboxRun ?? Promise.resolve();
  globalForOutbox.__b2bOutboxRun = previous
    .then(() => deliverOutbox())
    .catch((err) => logger.error({ err }, "outbox delivery failed"));
}

/** Resolves when the deliveries started so far are done (tests, scripts that exit afterwards). */
export async function waitForOutboxDelivery(): Promise<void> {
  await globalForOutbox.__b2bOutboxRun;
}
