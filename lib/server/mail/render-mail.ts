import "server-only";
import { convert } from "html-to-text";
import mjml2html from "mjml";
import { logger } from "../log";

export type TRenderedMail = { subject: string; html: string; text: string };

/**
 * An MJML mail (templates in ./templates) as its HTML — table layout and inlined styles that mail clients
 * show alike — and its plain-text version (both go out: multipart/alternative). MJML and html-to-text
 * use no React, so the same code renders in the server, its background jobs, the CLI and the tests.
 */
export function renderMail(subject: string, mjml: string): TRenderedMail {
  const { html, errors } = mjml2html(mjml, { validationLevel: "soft", keepComments: false });
  if (errors.length > 0) logger.warn({ errors: errors.map((e) => e.formattedMessage) }, "mail template has MJML errors");
  const text = convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
    ],
  });
  return { subject, html, text };
}
