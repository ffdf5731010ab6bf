// club, club:level, club:rule: the seller's golden club (on/off, levels by turnover, brand and section
// percents). club:feedback: what golden club members sent the seller from /user/golden-club — feedback messages and
// questionnaires, with the questionnaire's answers in words.
import { clearClubProgramCache, loadClubProgram } from "../../lib/server/club/club-program";
import { countClubMembers } from "../../lib/server/club/count-club-members";
import { listClubFeedback, type TClubFeedbackRow } from "../../lib/server/club/list-club-feedback";
import { removeClubLevel, setClubLevel, setClubRule, switchGoldenClub } from "../../lib/server/club/set-club-programme";
import { positiveInt, required, siteOf, text, UsageError, type TCommand, type TValues } from "./args";
import { formatDateTime, printTable } from "./format";
import { operatorLocale } from "../../lib/server/i18n/operator-locale";
import { translator, type TMessageKey } from "../../lib/server/i18n/translator";

const answerBranches: Record<string, string> = { activity: "activities", frequency: "frequencies", source: "sources" };

// The questionnaire's stored answers name their questions and choices: a key from the data, shown as itself
// when the messages have no such key.
const questionnaire = translator(operatorLocale, "goldenClub.questionnaire");
const said = (key: string): string => (questionnaire.has(key as TMessageKey<"goldenClub.questionnaire">) ? questionnaire(key as TMessageKey<"goldenClub.questionnaire">) : key);

/** The lines of one entry: a feedback's message, or each answered question with its answer. */
function describe(row: TClubFeedbackRow): string[] {
  if (row.kind === "feedback") return [String(row.body.message ?? "")];
  return Object.entries(row.body)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => {
      const branch = answerBranches[key];
      const answer = branch ? said(`${branch}.${String(value)}`) : key === "rating" ? questionnaire("ratingValue", { value: String(value) }) : String(value);
      return `${said(key)}: ${answer}`;
    });
}

const feedbackCommands: TCommand[] = [
  {
    name: "club:feedback",
    summary: "обратная связь и анкеты участников Золотого клуба, новые сверху",
    usage: "club:feedback --site <сайт> [--limit 50]",
    example: "npm run seller -- club:feedback --site acme",
    options: { site: { type: "string" }, limit: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listClubFeedback({ siteId: site.id, limit: positiveInt(values, "limit", 50) ?? 50 });
      if (!rows.length) return console.log("Участники клуба ещё ничего не прислали");
      for (const row of rows) {
        const title = row.kind === "feedback" ? translator(operatorLocale, "goldenClub")("feedback.heading") : translator(operatorLocale, "goldenClub")("questionnaire.heading");
        console.log(`№ ${row.id} · ${formatDateTime(row.createdAt)} · ${title} · ${row.company}${row.author ? ` · ${row.author}` : ""}`);
        for (const line of describe(row)) console.log(`  ${line}`);
      }
    },
  },
];

/** "3", "0.5", "3,5" → basis points (350); 0–100 with at most two decimals. */
function percentBp(values: TValues, name: string): number {
  const value = required(values, name).replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value) || Number(value) > 100) throw new UsageError(`--${name}: процент от 0 до 100, не больше двух знаков после запятой`);
  return Math.round(Number(value) * 100);
}

/** "500000", "500 000,50" → kopecks. */
function roublesToKopecks(values: TValues, name: string): number {
  const value = required(values, name).replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) throw new UsageError(`--${name}: сумма в рублях, например 500000`);
  const [whole, cents = ""] = value.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}

const percentText = (bp: number) => `${String(bp / 100).replace(".", ",")} %`;

const clubSetupCommands: TCommand[] = [
  {
    name: "club",
    summary: "Золотой клуб сайта: уровни, особые проценты, участники; --on / --off включает и выключает клуб; --spend — какую долю заказа можно оплатить бонусами",
    usage: "club --site <сайт> [--on | --off] [--spend <%>]",
    example: "npm run seller -- club --site acme --on --spend 30",
    options: { site: { type: "string" }, on: { type: "boolean" }, off: { type: "boolean" }, spend: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      if (values.on && values.off) throw new UsageError("укажите --on или --off (одно из двух)");
      const spendBp = values.spend === undefined ? undefined : percentBp(values, "spend");
      if (values.on || values.off || spendBp !== undefined) {
        await switchGoldenClub(site, values.on === true || (!values.off && site.config.goldenClub?.enabled === true), spendBp === undefined ? undefined : spendBp / 100);
      }
      clearClubProgramCache();
      const programme = await loadClubProgram(site.id);
      const isOn = values.on === true || (!values.off && site.config.goldenClub?.enabled === true);
      const spend = spendBp ?? Math.round((site.config.goldenClub?.spendMaxPercent ?? 0) * 100);
      console.log(`Золотой клуб сайта «${site.code}»: ${isOn ? "включён" : "выключен"}; участников: ${await countClubMembers(site.id)}`);
      console.log(spend > 0 ? `Бонусами можно оплатить до ${percentText(spend)} заказа` : "Бонусы только копятся: оплачивать ими заказы нельзя (--spend <%>)");
      if (programme.levels.length === 0) console.log("Уровней нет: npm run seller -- club:level …");
      else printTable(["уровень", "оборот от, ₽", "кешбэк"], programme.levels.map((l) => [l.name, (l.turnoverFrom / 100).toFixed(2), percentText(l.percentBp)]));
      for (const rule of programme.rules) console.log(`  ${rule.kind === "brand" ? "бренд" : "раздел"} «${rule.name}»: ${percentText(rule.percentBp)}`);
    },
  },
  {
    name: "club:level",
    summary: "уровень клуба: добавить или изменить (по названию) порог оборота и процент кешбэка; --remove удаляет",
    usage: 'club:level --site <сайт> --name "<уровень>" (--from <оборот, ₽> --percent <%> | --remove)',
    example: 'npm run seller -- club:level --site acme --name "Золотой" --from 500000 --percent 3',
    options: { site: { type: "string" }, name: { type: "string" }, from: { type: "string" }, percent: { type: "string" }, remove: { type: "boolean" } },
    async run(values) {
      const site = await siteOf(values);
      const name = required(values, "name");
      if (values.remove) {
        if (!(await removeClubLevel(site, name))) throw new Error(`уровня «${name}» на сайте «${site.code}» нет`);
        return console.log(`Удалён уровень «${name}»`);
      }
      const done = await setClubLevel(site, { name, turnoverFrom: roublesToKopecks(values, "from"), percentBp: percentBp(values, "percent") });
      console.log(`${done === "created" ? "Добавлен" : "Изменён"} уровень «${name}»`);
    },
  },
  {
    name: "club:rule",
    summary: "особый процент кешбэка бренда или раздела (с подразделами) вместо процента уровня; --remove снимает",
    usage: 'club:rule --site <сайт> (--brand "<бренд>" | --section "<раздел>") (--percent <%> | --remove)',
    example: "npm run seller -- club:rule --site acme --brand IEK --percent 7",
    options: { site: { type: "string" }, brand: { type: "string" }, section: { type: "string" }, percent: { type: "string" }, remove: { type: "boolean" } },
    async run(values) {
      const site = await siteOf(values);
      const brand = text(values, "brand")?.trim();
      const section = text(values, "section")?.trim();
      if (!brand === !section) throw new UsageError("укажите --brand или --section (одно из двух)");
      const target = brand ? { brand } : { section: section as string };
      const changed = await setClubRule(site, target, values.remove ? null : percentBp(values, "percent"));
      const what = brand ? `бренда «${brand}»` : `раздела «${section}»`;
      console.log(values.remove ? (changed ? `Снят особый процент ${what}` : `Особого процента у ${what} не было`) : `Особый процент ${what}: ${percentText(percentBp(values, "percent"))}`);
    },
  },
];

export const clubCommands: TCommand[] = [...clubSetupCommands, ...feedbackCommands];
