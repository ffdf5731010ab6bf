// npm run invite -- --host localhost --company-inn 7707083893 --email person@example.com [--role buyer|Manager|Administrator] [--phone +79000000000] [--url http://localhost:3000]
// The seller's way to invite a person into a buyer company: prints the invitation, its code and link,
// and sends the mail through the outbox. With the embedded database, stop the server first (one process
// at a time may open it) or point DATABASE_URL at PostgreSQL.
import { parseArgs } from "node:util";
import { ZMemberRole } from "../lib/contracts/auth";
import { createInvitation } from "../lib/server/auth/create-invitation";
import { findCompanyByInn } from "../lib/server/auth/find-company-by-inn";
import { closeDb } from "../lib/server/db/client";
import { getEnv } from "../lib/server/env";
import { deliverOutbox } from "../lib/server/outbox/deliver-outbox";
import { resolveSite } from "../lib/server/sites/resolve-site";
import { runScript } from "./lib/run-script";

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      host: { type: "string", default: "localhost" },
      "company-inn": { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
      role: { type: "string", default: "buyer" },
      url: { type: "string" },
    },
  });
  const inn = values["company-inn"];
  if (!inn || !values.email) throw new Error("укажите --company-inn и --email (например: npm run invite -- --host localhost --company-inn 7707083893 --email x@example.com)");
  const role = ZMemberRole.safeParse(values.role);
  if (!role.success) throw new Error(`--role: одна из ${ZMemberRole.options.join(", ")}`);
  const site = await resolveSite(values.host);
  if (!site) throw new Error(`нет активного сайта для хоста ${values.host}`);
  const company = await findCompanyByInn({ site }, inn);
  if (!company) throw new Error(`на сайте ${values.host} нет компании с ИНН ${inn}`);
  const origin = (values.url ?? `http://${values.host}:${getEnv().PORT}`).replace(/\/$/, "");
  const created = await createInvitation({ site, locale: "ru", origin }, { companyId: company.id, email: values.email, phone: values.phone, role: role.data, invitedById: null });
  await deliverOutbox();
  console.log(`Приглашение в «${company.name}» для ${values.email} (роль ${role.data})`);
  console.log(`  invitation: ${created.invitation}`);
  console.log(`  code:       ${created.code}`);
  console.log(`  url:        ${created.url}`);
  console.log(`  expiresAt:  ${created.expiresAt}`);
  await closeDb();
});
