// specification:recommend, specification:recommended, specification:unrecommend: the seller's recommended
// specifications (read only to buyers, who may copy them or put them into the cart).
import { operatorLocale } from "../../lib/server/i18n/operator-locale";
import { translator } from "../../lib/server/i18n/translator";
import { deleteRecommendedSpecification } from "../../lib/server/specifications/delete-recommended-specification";
import { listRecommendedSpecifications } from "../../lib/server/specifications/list-recommended-specifications";
import { recommendSpecification } from "../../lib/server/specifications/recommend-specification";
import { positiveInt, required, siteOf, text, UsageError, type TCommand } from "./args";
import { formatDateTime, printTable } from "./format";

// The commands' texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.specificationCommands");

export const specificationCommands: TCommand[] = [
  {
    name: "specification:recommend",
    summary: t("recommendSummary"),
    usage: t("recommendUsage"),
    example: t("recommendExample"),
    options: { site: { type: "string" }, name: { type: "string" }, description: { type: "string" }, key: { type: "string" } },
    positional: true,
    async run(values, positionals) {
      if (positionals.length !== 1) throw new UsageError(t("oneFile"));
      const site = await siteOf(values);
      const written = await recommendSpecification({ siteId: site.id, name: required(values, "name"), description: text(values, "description"), key: text(values, "key")?.trim() || undefined, file: positionals[0] });
      console.log(t("recommended", { replaced: String(written.replaced), id: written.id, lines: written.lines }));
      for (const notice of written.notices) console.log(`  ${notice}`);
    },
  },
  {
    name: "specification:recommended",
    summary: t("listSummary"),
    usage: t("listUsage"),
    example: "npm run seller -- specification:recommended --site acme",
    options: { site: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listRecommendedSpecifications(site.id);
      if (!rows.length) return console.log(t("none"));
      printTable(
        [t("columns.id"), t("columns.key"), t("columns.name"), t("columns.lines"), t("columns.updated")],
        rows.map((r) => [String(r.id), r.key ?? "—", r.name, String(r.lines), formatDateTime(r.updatedAt)]),
      );
    },
  },
  {
    name: "specification:unrecommend",
    summary: t("removeSummary"),
    usage: t("removeUsage"),
    example: "npm run seller -- specification:unrecommend --site acme --key flat-board",
    options: { site: { type: "string" }, id: { type: "string" }, key: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const id = positiveInt(values, "id");
      const key = text(values, "key")?.trim();
      if ((id === undefined) === !key) throw new UsageError(t("idOrKey"));
      const name = await deleteRecommendedSpecification(site.id, id !== undefined ? { id } : { key: key as string });
      if (name === null) throw new Error(id !== undefined ? t("notFoundById", { id, site: site.code }) : t("notFoundByKey", { key: key ?? "", site: site.code }));
      console.log(t("removed", { name }));
    },
  },
];
