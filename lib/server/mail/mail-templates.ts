import "server-only";
import type { z } from "zod";
import type { TTx } from "../db/client";
import { outbox } from "../db/schema";
import { renderMail, type TMailSource, type TRenderedMail } from "./render-mail";
import {
  ZInvoiceMailData,
  ZOrderMailData,
  ZOrderStatusMailData,
  ZPaymentReminderMailData,
  invoiceMail,
  managerOrderMail,
  orderPlacedMail,
  orderStatusMail,
  paymentReminderMail,
} from "./templates/order-mails";

type TTemplate<S extends z.ZodType> = { schema: S; build: (data: z.infer<S>) => TMailSource };
const template = <S extends z.ZodType>(schema: S, build: (data: z.infer<S>) => TMailSource): TTemplate<S> => ({ schema, build });

/**
 * The mails queued unrendered: rendering one (MJML → HTML, HTML → text) costs ≈ 10 ms, too much for the
 * transaction of the change that causes it (an order's placement holds its locks meanwhile). The row keeps
 * the template's name and data; the delivery renders it (ADR 0017).
 */
export const mailTemplates = {
  orderPlaced: template(ZOrderMailData, orderPlacedMail),
  managerOrder: template(ZOrderMailData, managerOrderMail),
  invoice: template(ZInvoiceMailData, invoiceMail),
  orderStatus: template(ZOrderStatusMailData, orderStatusMail),
  paymentReminder: template(ZPaymentReminderMailData, paymentReminderMail),
};
export type TMailTemplateName = keyof typeof mailTemplates;
export type TMailTemplateData<N extends TMailTemplateName> = z.input<(typeof mailTemplates)[N]["schema"]>;

function isTemplateName(name: string): name is TMailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}

/**
 * Queues a mail in the change's transaction with its subject (cheap) and its template's data; its HTML and
 * text are rendered at delivery. With `dedupeKey`, a second mail of the same key on the site is not queued
 * (returns false).
 */
export async function enqueueTemplateMail<N extends TMailTemplateName>(
  tx: TTx,
  { siteId, to, dedupeKey = null }: { siteId: number; to: string; dedupeKey?: string | null },
  name: N,
  data: TMailTemplateData<N>,
): Promise<boolean> {
  const { subject } = (mailTemplates[name].build as (d: TMailTemplateData<N>) => TMailSource)(data);
  const inserted = await tx
    .insert(outbox)
    .values({ siteId, channel: "email", recipient: to, subject, body: "", html: null, template: name, templateData: data, dedupeKey })
    .onConflictDoNothing({ target: [outbox.siteId, outbox.dedupeKey] })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/** Renders a queued mail from its template's name and data (parsed by the template's schema: a row that does not fit fails its attempt). */
export async function renderTemplateMail(name: string, data: unknown): Promise<TRenderedMail> {
  if (!isTemplateName(name)) throw new Error(`unknown mail template ${name}`);
  const { schema, build } = mailTemplates[name] as TTemplate<z.ZodType>;
  return renderMail(build(schema.parse(data)));
}
