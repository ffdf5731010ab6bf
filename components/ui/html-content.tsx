import type { TSafeHtml } from "@/lib/contracts/safe-html";

/**
 * Seller-written HTML, already through the server's allow-list sanitiser (lib/server/html/sanitize-html.ts):
 * the `TSafeHtml` brand makes sure no other string gets here.
 */
export function HtmlContent({ html, className = "" }: { html: TSafeHtml; className?: string }) {
  return <div className={`html-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
