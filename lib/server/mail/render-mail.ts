import "server-only";
import { convert } from "html-to-text";
import mjml2html from "mjml";

export type TRenderedMail = { subject: string; html: string; text: string };
/** A mail before rendering: its subject and its MJML (building both is cheap; rendering is not). */
export type TMailSource = { subject: string; mjml: string };

/**
 * An MJML mail (templates in ./templates) as its HTML — table layout and inlined styles that mail clients
 * show alike — and its plain-text version (both go out: multipart/alternative). MJML and html-to-text
 * use no React, so the same code renders in the server, its background jobs, the CLI and the tests.
 */
export async function renderMail({ subject, mjml }: TMailSource): Promise<TRenderedMail> {
  // Our templates are fixed and checked by tests/unit/mail-templates.test.ts: validating each render would
  // triple its cost (≈ 10 ms without, on the 2-core machine). The mails of a change render at delivery
  // (lib/server/mail/mail-templates.ts), not in the change's transaction.
  const { html } = await mjml2html(mjml, { validationLevel: "skip", keepComments: false, minify: false, beautify: false });
  const text = convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      { selector: "table.mail-lines", format: "dataTable", options: { uppercaseHeaderCells: false, maxColumnWidth: 60 } },
    ],
  });
  return { subject, html, text };
}
