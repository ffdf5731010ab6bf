import "server-only";
import { escapeHtml } from "@/lib/shared/escape-html";

/** Text for MJML: everything we put into a mail is escaped (names, comments and products come from people). */
export const esc = escapeHtml;

/** A paragraph of (escaped) text. */
export function paragraph(text: string, attributes = ""): string {
  return `<mj-text ${attributes}>${esc(text)}</mj-text>`;
}

/**
 * The frame of every mail: the site's name, the heading, the content (MJML of mj-text, mj-table…), an
 * action button and the footer. `lang` goes to the <html> element.
 */
export function mailLayout({ lang, siteName, heading, action, footer, content }: { lang: string; siteName: string; heading: string; action?: { label: string; href: string }; footer: string; content: string }): string {
  return `<mjml lang="${esc(lang)}">
  <mj-head>
    <mj-title>${esc(heading)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section padding="24px 0 0">
      <mj-column background-color="#ffffff" padding="16px 8px">
        <mj-text font-size="14px" font-weight="700" color="#6b7280">${esc(siteName)}</mj-text>
        <mj-text font-size="22px" line-height="28px" font-weight="700"><h1 style="font-size:22px;margin:0">${esc(heading)}</h1></mj-text>
        ${content}
        ${action ? `<mj-button href="${esc(action.href)}" background-color="#1d4ed8" color="#ffffff" font-weight="700" border-radius="6px" align="left">${esc(action.label)}</mj-button>` : ""}
        <mj-divider border-color="#e5e7eb" border-width="1px" />
        <mj-text font-size="12px" line-height="18px" color="#6b7280">${esc(footer)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export type TMailLine = { name: string; amount: number; unit: string; total: string };

/** The order's lines (at most `limit`, then how many more) and its total. */
export function mailLines({ lines, labels, limit = 30 }: { lines: TMailLine[]; labels: { name: string; amount: string; total: string; more: (count: number) => string; sum: string }; limit?: number }): string {
  const shown = lines.slice(0, limit);
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e5e7eb"';
  const rows = shown
    .map((l) => `<tr><td ${cell}>${esc(l.name)}</td><td ${cell} align="right">${esc(`${l.amount} ${l.unit}`)}</td><td ${cell} align="right">${esc(l.total)}</td></tr>`)
    .join("");
  // Our own table (not mj-table) so the text version can find it by its class and lay it out as a table.
  return `<mj-raw><table class="mail-lines" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;padding:0 25px">
    <tr><th ${cell} align="left">${esc(labels.name)}</th><th ${cell} align="right">${esc(labels.amount)}</th><th ${cell} align="right">${esc(labels.total)}</th></tr>
    ${rows}
  </table></mj-raw>
  ${lines.length > shown.length ? paragraph(labels.more(lines.length - shown.length), 'font-size="13px" color="#6b7280"') : ""}
  ${paragraph(labels.sum, 'align="right" font-size="16px" font-weight="700"')}`;
}
