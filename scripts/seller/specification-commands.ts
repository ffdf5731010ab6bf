// specification:recommend, specification:recommended, specification:unrecommend: the seller's recommended
// specifications (read only to buyers, who may copy them or put them into the cart).
import { deleteRecommendedSpecification } from "../../lib/server/specifications/delete-recommended-specification";
import { listRecommendedSpecifications } from "../../lib/server/specifications/list-recommended-specifications";
import { recommendSpecification } from "../../lib/server/specifications/recommend-specification";
import { positiveInt, required, siteOf, text, UsageError, type TCommand } from "./args";
import { formatDateTime, printTable } from "./format";

export const specificationCommands: TCommand[] = [
  {
    name: "specification:recommend",
    summary: "рекомендуемая спецификация из списка «артикул;количество» (.csv или .xlsx); с --key заменяет прежнюю с этим ключом",
    usage: 'specification:recommend --site <сайт> --name "<название>" [--description "<описание>"] [--key <ключ>] <файл .csv | .xlsx>',
    example: 'npm run seller -- specification:recommend --site acme --name "Квартирный щит" --key flat-board list.csv',
    options: { site: { type: "string" }, name: { type: "string" }, description: { type: "string" }, key: { type: "string" } },
    positional: true,
    async run(values, positionals) {
      if (positionals.length !== 1) throw new UsageError("укажите один файл со списком");
      const site = await siteOf(values);
      const written = await recommendSpecification({ siteId: site.id, name: required(values, "name"), description: text(values, "description"), key: text(values, "key")?.trim() || undefined, file: positionals[0] });
      console.log(`${written.replaced ? "Заменена" : "Создана"} рекомендуемая спецификация № ${written.id}: позиций ${written.lines}`);
      for (const notice of written.notices) console.log(`  ${notice}`);
    },
  },
  {
    name: "specification:recommended",
    summary: "рекомендуемые спецификации сайта",
    usage: "specification:recommended --site <сайт>",
    example: "npm run seller -- specification:recommended --site acme",
    options: { site: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listRecommendedSpecifications(site.id);
      if (!rows.length) return console.log("Рекомендуемых спецификаций нет: npm run seller -- specification:recommend …");
      printTable(
        ["№", "ключ", "название", "позиций", "изменена"],
        rows.map((r) => [String(r.id), r.key ?? "—", r.name, String(r.lines), formatDateTime(r.updatedAt)]),
      );
    },
  },
  {
    name: "specification:unrecommend",
    summary: "удалить рекомендуемую спецификацию (по номеру или ключу)",
    usage: "specification:unrecommend --site <сайт> (--id <№> | --key <ключ>)",
    example: "npm run seller -- specification:unrecommend --site acme --key flat-board",
    options: { site: { type: "string" }, id: { type: "string" }, key: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const id = positiveInt(values, "id");
      const key = text(values, "key")?.trim();
      if ((id === undefined) === !key) throw new UsageError("укажите --id или --key (одно из двух)");
      const name = await deleteRecommendedSpecification(site.id, id !== undefined ? { id } : { key: key as string });
      if (name === null) throw new Error(`рекомендуемой спецификации ${id !== undefined ? `№ ${id}` : `с ключом «${key}»`} на сайте «${site.code}» нет`);
      console.log(`Удалена рекомендуемая спецификация «${name}»`);
    },
  },
];
