import "server-only";
import { logger } from "../../log";
import { logsMessageText } from "../../outbox/dev-outbox-enabled";
import type { TMailAdapter } from "./types";

/**
 * The default without SMTP_URL: the mail goes to the log. In development the text (with its code) is
 * logged so a developer can sign up with no mail server; in production only that it was not mailed.
 */
export const logMail: TMailAdapter = {
  name: "log",
  async send(message) {
    if (logsMessageText()) logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
    else logger.warn({ to: message.to, subject: message.subject }, "SMTP_URL is not set: mail only logged");
  },
};
