import "server-only";

/** `to` is a Russian phone as 10 digits. */
export type TSmsMessage = { to: string; text: string };

export type TSmsAdapter = { name: string; send: (message: TSmsMessage) => Promise<void> };
