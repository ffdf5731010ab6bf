import "server-only";
import { getEnv } from "../env";
import type { TOutboxChannel } from "./enqueue-message";

const ALL_CHANNELS: readonly TOutboxChannel[] = ["email", "sms"];

/**
 * Whether the log adapters write a message's text (with its code) to the log: always in development and
 * tests; in a production build only with B2B_DEV_OUTBOX=1 (end-to-end tests).
 */
export function logsMessageText(): boolean {
  const env = getEnv();
  return env.NODE_ENV !== "production" || env.B2B_DEV_OUTBOX === "1";
}

/** Channels with no real delivery configured: their messages reach nobody but the log. */
function unconfiguredChannels(): TOutboxChannel[] {
  const env = getEnv();
  return ALL_CHANNELS.filter((channel) => (channel === "email" ? !env.SMTP_URL : env.SMS_PROVIDER === "log"));
}

/** What /dev/outbox shows this visitor, and whether any visitor would be shown it (development, the flag). */
export type TDevOutboxAccess = { channels: TOutboxChannel[]; openToEveryone: boolean };

/**
 * The channels whose messages /dev/outbox shows to this visitor (none: the page answers 404). The
 * outbox holds every sign-up and password-reset code, so by default it shows only what was never really
 * sent (mail without SMTP_URL, SMS with the `log` provider), and in a production build only to a request
 * from this machine (a loopback TCP peer, see peer-address.ts). B2B_DEV_OUTBOX=1 shows every message to
 * everyone (test stands); B2B_DEV_OUTBOX=0 turns the page off.
 */
export function devOutboxAccess({ isLoopbackPeer }: { isLoopbackPeer: boolean }): TDevOutboxAccess {
  const env = getEnv();
  if (env.B2B_DEV_OUTBOX === "0") return { channels: [], openToEveryone: false };
  if (env.B2B_DEV_OUTBOX === "1") return { channels: [...ALL_CHANNELS], openToEveryone: true };
  const openToEveryone = env.NODE_ENV !== "production";
  if (!openToEveryone && !isLoopbackPeer) return { channels: [], openToEveryone };
  return { channels: unconfiguredChannels(), openToEveryone };
}
