import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getMailAdapter } from "../adapters/mail/get-mail-adapter";
import type { TMailAdapter } from "../adapters/mail/types";
import { getSmsAdapter } from "../adapters/sms/get-sms-adapter";
import type { TSmsAdapter } from "../adapters/sms/types";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../log";
import { renderTemplateMail } from "../mail/mail-templates";

type TOutboxRow = typeof outbox.$inferSelect;

/** Attempts before a message is given up (dead); the claim of a process that died counts as one. */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** How long a claimed message belongs to the process sending it; after that another one sends it again. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** A send that takes longer is abandoned (and retried later) well before the lease runs out. */
const SEND_TIMEOUT_MS = OUTBOX_LEASE_MS / 3;

/** The wait before attempt n + 1 after n failed: 1, 2, 4, 8, 16 minutes… at most 6 hours. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** The Message-ID of a row's mail: the same on every attempt, so a receiving server or client can drop a repeat. */
export function outboxMessageId(row: Pick<TOutboxRow, "id" | "siteId">): string {
  const from = getEnv().MAIL_FROM ?? "";
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "b2b.localhost";
  return `<outbox-${row.siteId}-${row.id}@${domain}>`;
}

type TAdapters = { mail?: TMailAdapter; sms?: TSmsAdapter };

async function send(row: TOutboxRow, adapters: TAdapters): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not sent in ${SEND_TIMEOUT_MS / 1000} s`)), SEND_TIMEOUT_MS);
    timer.unref();
  });
  const sending =
    row.channel === "sms"
      ? (adapters.sms ?? getSmsAdapter()).send({ to: row.recipient, text: row.body })
      : (adapters.mail ?? getMailAdapter()).send({ to: row.recipient, subject: row.subject, text: row.body, html: row.html, messageId: outboxMessageId(row) });
  try {
    await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A mail queued unrendered (a template and its data) is rendered on its first attempt, and the result kept
 * in the row (the dev outbox shows it; a retry sends the same text under the same Message-ID).
 */
async function rendered(row: TOutboxRow): Promise<TOutboxRow> {
  if (!row.template || row.html !== null) return row;
  const mail = await renderTemplateMail(row.template, row.templateData);
  await getDb().update(outbox).set({ subject: mail.subject, body: mail.text, html: mail.html }).where(and(eq(outbox.id, row.id), isNull(outbox.html)));
  return { ...row, subject: mail.subject, body: mail.text, html: mail.html };
}

/** Messages that may be sent at `now`: not sent, not dead, their backoff over, nobody's lease on them. */
function dueAt(now: Date) {
  return and(
    isNull(outbox.sentAt),
    isNull(outbox.deadAt),
    lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
  );
}

/**
 * Claims up to `limit` due messages for this process: the lease is taken and the attempt counted in
 * one statement, with SKIP LOCKED, so two processes never hold one message at once.
 */
export async function claimOutbox({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}): Promise<TOutboxRow[]> {
  const db = getDb();
  const due = dueAt(now);
  const pending = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.nextAttemptAt), asc(outbox.id)).limit(limit).for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(and(inArray(outbox.id, pending), due))
    .returning();
}

/** Messages whose last attempt was claimed by a process that never finished it: dead once their lease is over. */
async function buryAbandoned(now: Date): Promise<void> {
  await getDb()
    .update(outbox)
    .set({ deadAt: now, lockedUntil: null, error: sql`coalesce(${outbox.error}, 'lease expired')` })
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), gte(outbox.attempts, OUTBOX_MAX_ATTEMPTS), lte(outbox.lockedUntil, now)));
}

/**
 * Sends what the outbox holds (ADR 0017), rendering the mails queued as a template and data first.
 * Each message is claimed with a lease: sent →
 * sent_at; failed → its error, and it waits (backoff) for the next attempt, up to OUTBOX_MAX_ATTEMPTS,
 * then it is dead. A process that dies while sending leaves the lease, which runs out: the message is
 * sent again (at least once; the Message-ID stays the same).
 */
export async function deliverOutbox({ limit = 50, now = new Date(), adapters = {} }: { limit?: number; now?: Date; adapters?: TAdapters } = {}): Promise<{ sent: number; failed: number; dead: number }> {
  const db = getDb();
  await buryAbandoned(now);
  const claimed = await claimOutbox({ now, limit });
  let failed = 0;
  let dead = 0;
  for (const row of claimed) {
    try {
      await send(await rendered(row), adapters);
      await db.update(outbox).set({ sentAt: new Date(), lockedUntil: null }).where(eq(outbox.id, row.id));
    } catch (err) {
      failed += 1;
      const isDead = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      if (isDead) dead += 1;
      logger.error({ err, outboxId: row.id, channel: row.channel, attempts: row.attempts, dead: isDead }, "outbox message not sent");
      await db
        .update(outbox)
        .set({
          lockedUntil: null,
          error: (err as Error).message?.slice(0, 500) || "error",
          nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(row.attempts)),
          ...(isDead ? { deadAt: new Date() } : {}),
        })
        // Only while the lease is still ours: a send that failed after the lease ran out (another process
        // may have sent the message since) records nothing.
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt), row.lockedUntil ? eq(outbox.lockedUntil, row.lockedUntil) : isNull(outbox.lockedUntil)));
    }
  }
  return { sent: claimed.length - failed, failed, dead };
}

const globalForOutbox = globalThis as unknown as { __b2bOutboxRun?: Promise<unknown>; __b2bOutboxRunWaiting?: boolean };

/**
 * Starts a delivery after a commit without making the request wait for mail; errors are only logged.
 * Kicks coalesce: while a run waits to start, later commits join it (it starts after all of them), so a
 * burst of orders makes a few runs, not one per order.
 */
export function kickOutboxDelivery(): void {
  if (globalForOutbox.__b2bOutboxRunWaiting) return;
  globalForOutbox.__b2bOutboxRunWaiting = true;
  const previous = globalForOutbox.__b2bOutboxRun ?? Promise.resolve();
  globalForOutbox.__b2bOutboxRun = previous
    .then(() => {
      globalForOutbox.__b2bOutboxRunWaiting = false;
      return deliverOutbox();
    })
    .catch((err) => logger.error({ err }, "outbox delivery failed"));
}

/** Resolves when the deliveries started so far are done (tests, scripts that exit afterwards). */
export async function waitForOutboxDelivery(): Promise<void> {
  await globalForOutbox.__b2bOutboxRun;
}
