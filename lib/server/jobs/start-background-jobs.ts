import "server-only";
import { logger } from "../log";
import { expireReservations } from "./expire-reservations";

/** How often the server process looks for expired reservations. */
export const RESERVATION_CHECK_INTERVAL_MS = 10 * 60_000;

const globalForJobs = globalThis as unknown as { __b2bJobsStarted?: boolean; __b2bJobRunning?: boolean };

async function runExpiry(): Promise<void> {
  // A slow run is never overlapped by the next tick.
  if (globalForJobs.__b2bJobRunning) return;
  globalForJobs.__b2bJobRunning = true;
  try {
    const { expired } = await expireReservations();
    if (expired.length > 0) logger.info({ orders: expired.map((e) => e.orderId) }, "expired order reservations released");
  } catch (err) {
    logger.error({ err }, "reservation expiry job failed");
  } finally {
    globalForJobs.__b2bJobRunning = false;
  }
}

/** Starts the server process's periodic jobs once (instrumentation.ts); timers never keep the process alive. */
export function startBackgroundJobs(): void {
  if (globalForJobs.__b2bJobsStarted) return;
  globalForJobs.__b2bJobsStarted = true;
  setTimeout(runExpiry, 5_000).unref();
  setInterval(runExpiry, RESERVATION_CHECK_INTERVAL_MS).unref();
}
