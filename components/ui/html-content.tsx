import { sanitizeHtml } from "@/lib/shared/sanitize-html";

/** Seller-written HTML, always through the allow-list sanitiser (lib/shared/sanitize-html.ts). */
export function HtmlContent({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`html-content ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
