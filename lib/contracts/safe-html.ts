import { z } from "zod";

/**
 * HTML that went through the server's allow-list sanitiser (lib/server/html/sanitize-html.ts): seller
 * content, news, help boxes, the important notice. The brand makes it a compile error to hand any other
 * string to `components/ui/html-content.tsx`, the one place that renders HTML from outside the code.
 */
export const ZSafeHtml = z.string().brand<"SafeHtml">();
export type TSafeHtml = z.infer<typeof ZSafeHtml>;
