import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const measures = [
  { name: "Рулетка", size: "3 м", len: 3 },
  { name: "Рулетка", size: "5 м", len: 5 },
  { name: "Рулетка", size: "8 м", len: 8 },
  { name: "Рулетка", size: "10 м", len: 10 },
  { name: "Уровень строительный", size: "400 мм", len: 0.4 },
  { name: "Уровень строительный", size: "600 мм", len: 0.6 },
  { name: "Уровень строительный", size: "1000 мм", len: 1 },
  { name: "Уровень строительный", size: "1500 мм", len: 1.5 },
  { name: "Уровень строительный", size: "2000 мм", len: 2 },
] as const;

const measuring = defineLine({
  key: "measuring",
  path: ["Инструмент", "Ручной инструмент", "Рулетки и уровни"],
  group: "measuring-tool",
  unit: "шт",
  axes: { item: [0, 1, 2, 3, 4, 5, 6, 7, 8], grade: ["стандарт", "профи"] },
  options: [
    { brand: "Stayer", tier: 0.8, code: "34" },
    { brand: "Matrix", tier: 0.7, code: "31" },
    { brand: "Kraftool", tier: 1.6, code: "34" },
    { brand: "Stanley", tier: 1.8, code: "0-" },
    { brand: "ЗУБР", tier: 1, code: "4" },
  ],
  make: (v, o, { seq }) => {
    const m = measures[v.item];
    return {
      name: `${m.name} ${o.brand} ${v.grade === "профи" ? "PRO " : ""}${m.size}`,
      article: `${o.code}${pad(seq * 3 + (o.brand === "Kraftool" ? 1 : 0), 3)}-${v.grade === "профи" ? "P" : "S"}`,
      price: (m.name === "Рулетка" ? 180 + m.len * 40 : 300 + m.len * 600) * (o.tier ?? 1) * (v.grade === "профи" ? 1.7 : 1),
      features: { length: m.len, type: m.name },
      description: sentences(`${m.name} ${m.size}${v.grade === "профи" ? " для профессионального применения" : ""}.`),
      quantityInBox: 12,
      weightKg: 0.2 + m.len * 0.15,
    };
  },
});

const nails = defineLine({
  key: "nails",
  path: ["Крепёж", "Метизы", "Гвозди"],
  group: "nail",
  unit: "кг",
  axes: { kind: ["строительные", "финишные", "ершёные", "толевые", "шиферные"], size: ["1,8х32", "2,0х40", "2,5х50", "3,0х70", "3,5х90", "4,0х100", "5,0х120", "6,0х150"], finish: ["без покрытия", "оцинкованные"] },
  options: [
    { brand: "Tech-Krep", code: "TK-G" },
    { brand: "ЗУБР", code: "305" },
    { brand: "Северсталь-метиз", code: "ССМ" },
  ],
  valid: (v) => v.kind === "строительные" || ["1,8х32", "2,0х40", "2,5х50", "3,0х70"].includes(v.size),
  make: (v, o) => {
    const [d, l] = v.size.split("х").map((x) => Number(x.replace(",", ".")));
    return {
      name: `Гвозди ${v.kind} ${v.size} мм ${v.finish}, на вес`,
      article: `${o.code}-${["S", "F", "E", "T", "SH"][["строительные", "финишные", "ершёные", "толевые", "шиферные"].indexOf(v.kind)]}-${dec(d).replace(",", "")}${l}-${v.finish === "оцинкованные" ? "Z" : "B"}`,
      price: 150 * (v.finish === "оцинкованные" ? 1.6 : 1) * (v.kind === "строительные" ? 1 : 1.3),
      features: { diameter: d, length: l / 1000, material: "Сталь" },
      description: sentences(`Гвозди ${v.kind} ${v.size} мм.`, "Продаются на вес, от 1 кг."),
      weightKg: 1,
    };
  },
});

export const toolFastenerLines: readonly TLine[] = [measuring, nails];
