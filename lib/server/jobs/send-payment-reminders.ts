import "server-only";
import { asc, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { notificationSettingDefaults } from "@/lib/contracts/user";
import { sites } from "../db/schema";
import { enqueueTemplateMail } from "../mail/mail-templates";
import { siteLocale } from "../orders/orders-text";
import { canPayBySbp } from "../payment/can-pay-by-sbp";

export type TRemindResult = { queued: { siteId: number; documentId: number; to: string }[] };

type TOverdue = {
  document_id: number;
  number: string;
  total: number;
  payment_due_at: Date | string;
  valid_until: Date | string | null;
  order_id: number;
  order_name: string;
  company_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  dedupe_key: string;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The invoice-overdue job: an unpaid invoice past its payment date (and still valid — an expired one is
 * no longer payable) gets one reminder mail to its order's author, by their paymentReminderEmail setting —
 * once per invoice and due date: the outbox row's dedupe key `payment-reminder:{document}:{due date}` makes
 * a second run, a second process or a repeat a no-op, and a due date the seller's exchange moves gets its
 * own reminder. Cancelled orders' invoices are not reminded. The mails render at delivery.
 */
export async function sendPaymentReminders({ now = new Date(), limit = 1000 }: { now?: Date; limit?: number } = {}): Promise<TRemindResult> {
  const db = getDb();
  const queued: TRemindResult["queued"] = [];
  const siteRows = await db
    .select({ id: sites.id, name: sites.name, url: sites.url, locales: sites.locales, settings: sites.settings, featureFlags: sites.featureFlags })
    .from(sites)
    .orderBy(asc(sites.id));
  for (const site of siteRows) {
    const at = now.toISOString();
    const overdue = rowsOf<TOverdue>(
      await db.execute(sql`
        SELECT * FROM (
          SELECT d.id AS document_id, d.number, d.total, d.payment_due_at, d.valid_until, o.id AS order_id, o.name AS order_name, o.company_id,
                 u.email, u.first_name, u.last_name,
                 'payment-reminder:' || d.id || ':' || (extract(epoch FROM d.payment_due_at)::bigint) AS dedupe_key
          FROM order_documents d
          JOIN orders o ON o.site_id = d.site_id AND o.id = d.order_id
          JOIN users u ON u.site_id = o.site_id AND u.id = o.user_id
          LEFT JOIN notification_settings ns ON ns.site_id = o.site_id AND ns.user_id = o.user_id
          WHERE d.site_id = ${site.id} AND d.kind = 'invoice' AND d.paid_at IS NULL
            AND d.payment_due_at < ${at}::timestamptz AND (d.valid_until IS NULL OR d.valid_until >= ${at}::timestamptz)
            AND o.status <> 'cancelled' AND coalesce(u.email, '') <> ''
            -- The author's setting (its default where they chose nothing).
            AND coalesce((ns.settings ->> 'paymentReminderEmail')::boolean, ${notificationSettingDefaults.paymentReminderEmail}::boolean)
        ) c
        WHERE NOT EXISTS (SELECT 1 FROM outbox x WHERE x.site_id = ${site.id} AND x.dedupe_key = c.dedupe_key)
        ORDER BY c.payment_due_at, c.document_id
        LIMIT ${limit}`),
    );
    const locale = siteLocale(site);
    const origin = (site.url ?? "").replace(/\/+$/, "");
    for (const row of overdue) {
      const paymentDueAt = asDate(row.payment_due_at);
      const document = { kind: "invoice", companyId: Number(row.company_id), validUntil: row.valid_until ? asDate(row.valid_until) : null, paymentDueAt, paidAt: null };
      const payBySbp = canPayBySbp(site, { id: Number(row.company_id) }, document, now);
      const done = await db.transaction((tx) =>
        enqueueTemplateMail(tx, { siteId: site.id, to: row.email, dedupeKey: row.dedupe_key }, "paymentReminder", {
          locale,
          siteName: site.name,
          origin,
          recipientName: [row.first_name, row.last_name].filter(Boolean).join(" ") || null,
          order: { id: Number(row.order_id), name: row.order_name },
          invoice: { number: row.number, total: Number(row.total), paymentDueAt },
          payBySbp,
        }),
      );
      if (done) queued.push({ siteId: site.id, documentId: Number(row.document_id), to: row.email });
    }
  }
  return { queued };
}
