import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";

export type TRenderedMail = { subject: string; html: string; text: string };

/** A mail template as its HTML and its plain-text version (both go out: multipart/alternative). */
export async function renderMail(subject: string, element: ReactElement): Promise<TRenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
