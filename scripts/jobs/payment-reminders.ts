// npm run jobs:payment-reminders — queue one reminder mail per unpaid invoice past its payment date
// (and per due date), by each buyer's paymentReminderEmail setting; the server also does this every hour.
import { closeDb, getDbHandle } from "../../lib/server/db/client";
import { sendPaymentReminders } from "../../lib/server/jobs/send-payment-reminders";
import { deliverOutbox } from "../../lib/server/outbox/deliver-outbox";
import { runScript } from "../lib/run-script";

await runScript(async () => {
  const handle = getDbHandle();
  await handle.ping();
  const { queued } = await sendPaymentReminders();
  console.log(queued.length === 0 ? "Напоминать не о чем" : `Напоминания о просроченных счетах: ${queued.map((q) => `счёт ${q.documentId} → ${q.to}`).join(", ")}`);
  // The server's background job would deliver them; a run from the console sends them itself.
  const { sent, failed } = await deliverOutbox();
  console.log(`Отправлено сообщений: ${sent}, ждут повтора: ${failed}`);
  await closeDb();
});
