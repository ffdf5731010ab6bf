import "server-only";
import { logger } from "../../log";
import { logsMessageText } from "../../outbox/dev-outbox-enabled";
import type { TSmsAdapter } from "./types";

/** The default SMS "gateway": the log (with the text in development, without it in production). */
export const logSms: TSmsAdapter = {
  name: "log",
  async send(message) {
    if (logsMessageText()) logger.info({ sms: message }, `sms to ${message.to}`);
    else logger.warn({ to: message.to }, "no SMS provider configured: SMS only logged");
  },
};
