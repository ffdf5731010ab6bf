// club:feedback: what golden club members sent the seller from /user/golden-club — feedback messages and
// questionnaires, with the questionnaire's answers in words.
import { clubText } from "../../lib/server/club/club-text";
import { listClubFeedback, type TClubFeedbackRow } from "../../lib/server/club/list-club-feedback";
import { positiveInt, siteOf, type TCommand } from "./args";
import { formatDateTime } from "./format";

const answerBranches: Record<string, string> = { activity: "activities", frequency: "frequencies", source: "sources" };

/** The lines of one entry: a feedback's message, or each answered question with its answer. */
function describe(row: TClubFeedbackRow): string[] {
  if (row.kind === "feedback") return [String(row.body.message ?? "")];
  return Object.entries(row.body)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => {
      const branch = answerBranches[key];
      const answer = branch ? clubText("ru", `questionnaire.${branch}.${String(value)}`) : key === "rating" ? clubText("ru", "questionnaire.ratingValue", { value: String(value) }) : String(value);
      return `${clubText("ru", `questionnaire.${key}`)}: ${answer}`;
    });
}

export const clubCommands: TCommand[] = [
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
        const title = row.kind === "feedback" ? clubText("ru", "feedback.heading") : clubText("ru", "questionnaire.heading");
        console.log(`№ ${row.id} · ${formatDateTime(row.createdAt)} · ${title} · ${row.company}${row.author ? ` · ${row.author}` : ""}`);
        for (const line of describe(row)) console.log(`  ${line}`);
      }
    },
  },
];
