import "server-only";
import type { TConfiguratorDefinition } from "@/lib/contracts/configurator";
import { saveConfigurator } from "../../configurator/save-configurator";
import type { TTx } from "../client";

/** The distribution board of the demo seller: an enclosure, an input RCD, breakers — by the catalogue's features. */
export const demoBoardConfigurator = {
  code: "board",
  name: "Распределительный щит",
  description: "Выберите бокс, вводное УЗО и автоматы: модули устройств не превысят места в боксе, ток автоматов — ток УЗО.",
  steps: [
    { key: "enclosure", title: "Корпус", section: "Боксы пластиковые", min: 1, max: 1, rules: [] },
    {
      key: "input",
      title: "Вводное УЗО",
      section: "Устройства защитного отключения (УЗО)",
      min: 0,
      max: 1,
      rules: [
        { op: "in", feature: "Количество полюсов", values: [2, 4] },
        { op: "sum_lte", feature: "Количество модулей", steps: ["input", "breakers"], of: { step: "enclosure", feature: "Количество модулей" } },
      ],
    },
    {
      key: "breakers",
      title: "Автоматы",
      section: "Автоматические выключатели",
      min: 1,
      max: 12,
      rules: [
        { op: "in", feature: "Количество полюсов", values: [1, 2, 3] },
        { op: "lte", feature: "Номинальный ток", of: { step: "input", feature: "Номинальный ток" } },
        { op: "sum_lte", feature: "Количество модулей", steps: ["input", "breakers"], of: { step: "enclosure", feature: "Количество модулей" } },
      ],
    },
  ],
} satisfies TConfiguratorDefinition;

const bySite: Record<string, TConfiguratorDefinition[]> = { demo: [demoBoardConfigurator] };

/** The seeded site's configurators (rules over the catalogue just written). Returns how many were written. */
export async function insertConfigurators(tx: TTx, site: { siteId: number; code: string }): Promise<number> {
  const list = bySite[site.code] ?? [];
  for (const definition of list) await saveConfigurator(tx, site.siteId, definition);
  return list.length;
}
