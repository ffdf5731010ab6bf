import "server-only";

export type TMailMessage = { to: string; subject: string; text: string };

/** Sends one mail; throws when the message was not accepted. */
export type TMailAdapter = { name: string; send: (message: TMailMessage) => Promise<void> };
