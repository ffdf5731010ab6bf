import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "../../i18n/translator";
import { renderMail, type TRenderedMail } from "../render-mail";
import { mailLayout, paragraph } from "./mail-layout";

export type TInvitationMailData = { locale: TLocale; siteName: string; subject: string; company: string; url: string; code: string };

/** To the invited person: the link into the company and the code to type there. */
export function renderInvitationMail(d: TInvitationMailData): Promise<TRenderedMail> {
  const t = translator(d.locale, "mailTemplates");
  const content = [
    paragraph(t("greetingNoName")),
    paragraph(t("invitation.intro", { company: d.company, site: d.siteName })),
    paragraph(t("invitation.code", { code: d.code }), 'font-size="20px" font-weight="700" letter-spacing="2px"'),
    paragraph(t("invitation.link", { url: d.url })),
    paragraph(t("invitation.expires")),
  ].join("\n");
  return renderMail({
    subject: d.subject,
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("invitation.heading", { company: d.company }), action: { label: t("invitation.action"), href: d.url }, footer: t("footerService", { site: d.siteName }), content }),
  });
}
