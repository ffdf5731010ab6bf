import "server-only";
import { startCacheListener } from "../cache/cache-listener";
import { getEnv } from "../env";
import { logger } from "../log";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { catchUpSiteIndexes } from "../search/engine/load-index";
import { pruneSearchChanges } from "../search/engine/prune-search-changes";
import { searchEngine } from "../search/engine/select-engine";
import { expireReservations } from "./expire-reservations";
import { sendPaymentReminders } from "./send-payment-reminders";

/** How often the server process looks for expired reservations. */
export const RESERVATION_CHECK_INTERVAL_MS = 10 * 60_000;
/** How often it looks for unpaid invoices past their payment date (one reminder each per due date). */
export const PAYMENT_REMINDER_INTERVAL_MS = 60 * 60_000;
/** How often it delivers the outbox: mail waiting for a retry, or left by a process that stopped mid-send. */
export const OUTBOX_CHECK_INTERVAL_MS = 30_000;
/** How often it reads the search change feed for its indexes and prunes the feed (engine/prune-search-changes.ts). */
export const SEARCH_FEED_INTERVAL_MS = 60_000;

const globalForJobs = globalThis as unknown as { __b2bJobsStarted?: boolean; __b2bJobRunning?: boolean; __b2bOutboxJobRunning?: boolean; __b2bFeedJobRunning?: boolean; __b2bReminderJobRunning?: boolean };

async function runExpiry(): Promise<void> {
  // A slow run is never overlapped by the next tick.
  if (globalForJobs.__b2bJobRunning) return;
  globalForJobs.__b2bJobRunning = true;
  try {
    const { expired } = await expireReservations();
    if (expired.length > 0) {
      logger.info({ orders: expired.map((e) => e.orderId) }, "expired order reservations released");
      void runOutbox();
    }
  } catch (err) {
    logger.error({ err }, "reservation expiry job failed");
  } finally {
    globalForJobs.__b2bJobRunning = false;
  }
}

async function runReminders(): Promise<void> {
  if (globalForJobs.__b2bReminderJobRunning) return;
  globalForJobs.__b2bReminderJobRunning = true;
  try {
    const { queued } = await sendPaymentReminders();
    if (queued.length > 0) {
      logger.info({ documents: queued.map((q) => q.documentId) }, "payment reminders queued");
      void runOutbox();
    }
  } catch (err) {
    logger.error({ err }, "payment reminder job failed");
  } finally {
    globalForJobs.__b2bReminderJobRunning = false;
  }
}

async function runOutbox(): Promise<void> {
  if (globalForJobs.__b2bOutboxJobRunning) return;
  globalForJobs.__b2bOutboxJobRunning = true;
  try {
    const { sent, failed, dead } = await deliverOutbox();
    if (failed > 0) logger.warn({ sent, failed, dead }, "outbox: some messages wait for a retry");
  } catch (err) {
    logger.error({ err }, "outbox delivery job failed");
  } finally {
    globalForJobs.__b2bOutboxJobRunning = false;
  }
}

async function runSearchFeed(): Promise<void> {
  if (globalForJobs.__b2bFeedJobRunning) return;
  globalForJobs.__b2bFeedJobRunning = true;
  try {
    // The indexes first, so none falls behind the horizon; the feed is pruned whichever engine answers
    // (the triggers write it either way).
    if (searchEngine() === "memory") await catchUpSiteIndexes();
    const pruned = await pruneSearchChanges();
    if (pruned > 0) logger.info({ pruned }, "search change feed pruned");
  } catch (err) {
    logger.error({ err }, "search change feed job failed");
  } finally {
    globalForJobs.__b2bFeedJobRunning = false;
  }
}

/** Starts the server process's periodic jobs once (instrumentation.ts); timers never keep the process alive. */
export function startBackgroundJobs(): void {
  if (globalForJobs.__b2bJobsStarted) return;
  globalForJobs.__b2bJobsStarted = true;
  setTimeout(runExpiry, 5_000).unref();
  setInterval(runExpiry, RESERVATION_CHECK_INTERVAL_MS).unref();
  setTimeout(runReminders, 60_000).unref();
  setInterval(runReminders, PAYMENT_REMINDER_INTERVAL_MS).unref();
  // The first run picks up what a stopped process left (its leases run out) and what waited for a retry.
  setTimeout(runOutbox, 3_000).unref();
  setInterval(runOutbox, OUTBOX_CHECK_INTERVAL_MS).unref();
  setInterval(runSearchFeed, SEARCH_FEED_INTERVAL_MS).unref();
  // On PostgreSQL other processes share the database: their writes of shared data invalidate our caches.
  const databaseUrl = getEnv().DATABASE_URL;
  if (databaseUrl) startCacheListener(databaseUrl);
}
