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
import { required, siteOf, UsageError, type TCommand } from "./args";
import { printTable } from "./format";

function printNotices(notices: TConfiguratorNotice[]): void {
  if (notices.length === 0) return;
  console.log(`Правила с неизвестными характеристиками (сохранены, но не применяются): ${notices.length}`);
  for (const notice of notices) console.log(`  ${notice.message}`);
}

export const configuratorCommands: TCommand[] = [
  {
    name: "configurator:save",
    summary: "конфигуратор сайта из JSON-файла (новый или с тем же кодом — заменить); включает модуль; сообщает о правилах с неизвестными характеристиками",
    usage: "configurator:save --site <сайт> --file <конфигуратор.json>",
    example: "npm run seller -- configurator:save --site acme --file board.json",
    options: { site: { type: "string" }, file: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const file = required(values, "file");
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch (e) {
        throw new UsageError(`--file: не удалось прочитать JSON (${(e as Error).message})`);
      }
      try {
        const saved = await saveConfigurator(getDb(), site.id, raw);
        console.log(`${saved.status === "created" ? "Добавлен" : "Изменён"} конфигуратор «${saved.code}» сайта «${site.code}»: /modules/configurator/${saved.code}`);
        printNotices(saved.notices);
      } catch (e) {
        if (e instanceof AppError && e.code === "BAD_REQUEST") throw new Error(`конфигуратор не сохранён: ${e.message}`);
        throw e;
      }
    },
  },
  {
    name: "configurator:list",
    summary: "конфигураторы сайта: шаги и правила с неизвестными характеристиками",
    usage: "configurator:list --site <сайт>",
    example: "npm run seller -- configurator:list --site acme",
    options: { site: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listConfiguratorRows(site.id);
      if (rows.length === 0) return console.log(`У сайта «${site.code}» нет конфигураторов: npm run seller -- configurator:save …`);
      printTable(
        ["код", "название", "шаги"],
        rows.map((r) => [r.code, r.name, r.steps.map((s) => `${s.title} (${s.section})`).join(" → ")]),
      );
      for (const row of rows) {
        const { notices } = await resolveRules(getDb(), site.id, row.steps, "ru");
        if (notices.length) console.log(`«${row.code}»:`);
        printNotices(notices);
      }
    },
  },
  {
    name: "configurator:remove",
    summary: "удалить конфигуратор сайта по коду (с последним выключается модуль)",
    usage: "configurator:remove --site <сайт> --code <код>",
    example: "npm run seller -- configurator:remove --site acme --code board",
    options: { site: { type: "string" }, code: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const code = required(values, "code");
      if (!(await removeConfigurator(getDb(), site.id, code))) throw new Error(`конфигуратора «${code}» на сайте «${site.code}» нет`);
      console.log(`Удалён конфигуратор «${code}»`);
    },
  },
];
