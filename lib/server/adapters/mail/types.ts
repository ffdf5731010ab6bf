import "server-only";

/**
 * One mail: the text version always, the HTML version when the mail has one. `messageId` is stable per
 * outbox row, so a mail sent again after a crash carries the same Message-ID (ADR 0017).
 */
export type TMailMessage = { to: string; subject: string; text: string; html?: string | null; messageId?: string };

/** Sends one mail; throws when the message was not accepted. */
export type TMailAdapter = { name: string; send: (message: TMailMessage) => Promise<void> };
