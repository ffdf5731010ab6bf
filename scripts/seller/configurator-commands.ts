// configurator:save, configurator:list, configurator:remove: the site's configurators (issue 23 item 3) — steps
// over catalogue sections and rules over features, kept as data (docs/adr «configurator»). A rule naming a
// feature the catalogue lacks is saved and reported; the storefront skips it until the feature appears.
import fs from "node:fs";
import type { TConfiguratorNotice } from "../../lib/contracts/configurator";
import { resolveRules } from "../../lib/server/configurator/configurator-rules";
import { listConfiguratorRows } from "../../lib/server/configurator/find-configurator";
import { removeConfigurator, saveConfigurator } from "../../lib/server/configurator/save-configurator";
import { getDb } from "../../lib/server/db/client";
import { AppError } from "../../lib/server/http/app-error";
import { operatorLocale } from "../../lib/server/i18n/operator-locale";
import { translator } from "../../lib/server/i18n/translator";
import { required, siteOf, UsageError, type TCommand } from "./args";
import { printTable } from "./format";

// The commands' texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.configuratorCommands");

function printNotices(notices: TConfiguratorNotice[]): void {
  if (notices.length === 0) return;
  console.log(t("unknownFeatures", { count: notices.length }));
  for (const notice of notices) console.log(`  ${notice.message}`);
}

export const configuratorCommands: TCommand[] = [
  {
    name: "configurator:save",
    summary: t("saveSummary"),
    usage: t("saveUsage"),
    example: "npm run seller -- configurator:save --site acme --file board.json",
    options: { site: { type: "string" }, file: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const file = required(values, "file");
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch (e) {
        throw new UsageError(t("unreadableFile", { message: (e as Error).message }));
      }
      try {
        const saved = await saveConfigurator(getDb(), site.id, raw, operatorLocale);
        console.log(t("saved", { created: String(saved.status === "created"), code: saved.code, site: site.code, path: `/modules/configurator/${saved.code}` }));
        printNotices(saved.notices);
      } catch (e) {
        if (e instanceof AppError && e.code === "BAD_REQUEST") throw new Error(t("notSaved", { message: e.message }));
        throw e;
      }
    },
  },
  {
    name: "configurator:list",
    summary: t("listSummary"),
    usage: t("listUsage"),
    example: "npm run seller -- configurator:list --site acme",
    options: { site: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listConfiguratorRows(site.id);
      if (rows.length === 0) return console.log(t("none", { site: site.code }));
      printTable(
        [t("columns.code"), t("columns.name"), t("columns.steps")],
        rows.map((r) => [r.code, r.name, r.steps.map((s) => `${s.title} (${s.section})`).join(" → ")]),
      );
      for (const row of rows) {
        const { notices } = await resolveRules(getDb(), site.id, row.steps, operatorLocale);
        if (notices.length) console.log(`«${row.code}»:`);
        printNotices(notices);
      }
    },
  },
  {
    name: "configurator:remove",
    summary: t("removeSummary"),
    usage: t("removeUsage"),
    example: "npm run seller -- configurator:remove --site acme --code board",
    options: { site: { type: "string" }, code: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const code = required(values, "code");
      if (!(await removeConfigurator(getDb(), site.id, code))) throw new Error(t("notFound", { code, site: site.code }));
      console.log(t("removed", { code }));
    },
  },
];
