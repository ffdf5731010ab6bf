import "server-only";
import { getEnv } from "../../env";
import { logMail } from "./log-mail";
import { smtpMail } from "./smtp-mail";
import type { TMailAdapter } from "./types";

const globalForMail = globalThis as unknown as { __b2bMailAdapter?: TMailAdapter };

/** SMTP when SMTP_URL is set, the log otherwise. One transport per process. */
export function getMailAdapter(): TMailAdapter {
  if (globalForMail.__b2bMailAdapter) return globalForMail.__b2bMailAdapter;
  const env = getEnv();
  const adapter = env.SMTP_URL ? smtpMail(env.SMTP_URL, env.MAIL_FROM ?? "no-reply@localhost") : logMail;
  globalForMail.__b2bMailAdapter = adapter;
  return adapter;
}
