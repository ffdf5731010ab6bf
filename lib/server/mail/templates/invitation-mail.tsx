import { Text } from "@react-email/components";
import type { TLocale } from "@/lib/shared/locales";
import { mailText } from "../mail-text";
import { renderMail, type TRenderedMail } from "../render-mail";
import { MailLayout } from "./mail-layout";

export type TInvitationMailData = { locale: TLocale; siteName: string; subject: string; company: string; url: string; code: string };

/** To the invited person: the link into the company and the code to type there. */
export function renderInvitationMail(d: TInvitationMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const heading = t("invitation.heading", { company: d.company });
  return renderMail(
    d.subject,
    <MailLayout lang={d.locale} siteName={d.siteName} preview={heading} heading={heading} action={{ label: t("invitation.action"), href: d.url }} footer={t("footerService", { site: d.siteName })}>
      <Text>{t("greetingNoName")}</Text>
      <Text>{t("invitation.intro", { company: d.company, site: d.siteName })}</Text>
      <Text style={{ fontSize: "20px", fontWeight: 600, letterSpacing: "2px" }}>{t("invitation.code", { code: d.code })}</Text>
      <Text>{t("invitation.link", { url: d.url })}</Text>
      <Text>{t("invitation.expires")}</Text>
    </MailLayout>,
  );
}
