import "server-only";
import nodemailer from "nodemailer";
import type { TMailAdapter } from "./types";

/** Mail through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://...:465): text and, when there is one, HTML. */
export function smtpMail(url: string, from: string): TMailAdapter {
  const transport = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
  };
}
