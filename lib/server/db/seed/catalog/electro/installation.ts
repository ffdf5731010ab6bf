import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Электромонтажные изделия";

// Wago's own part numbers by clamp kind and conductor range; the conductor count is the last digit.
const wagoBase: Record<string, Record<string, string>> = {
  "с рычагами": { "0,2–4 мм²": "221-41", "0,5–2,5 мм²": "222-41", "0,5–6 мм²": "221-61" },
  "нажимная push-in": { "0,2–4 мм²": "2273-20", "0,5–2,5 мм²": "2273-24", "0,5–6 мм²": "2773-40" },
};

const terminals = defineLine({
  key: "terminals",
  path: [TOP, "Клеммы и зажимы", "Клеммы соединительные"],
  group: "terminal",
  unit: "шт",
  weight: 1.5,
  axes: { conductors: [2, 3, 4, 5, 8], kind: ["с рычагами", "нажимная push-in"], range: ["0,2–4 мм²", "0,5–2,5 мм²", "0,5–6 мм²"] },
  options: [
    { brand: "Wago", series: "221", code: "221", tier: 3 },
    { brand: "IEK", series: "СМК", code: "UKZ", tier: 1 },
    { brand: "Rexant", series: "СМК", code: "07-", tier: 0.8 },
    { brand: "EKF", series: "PROxima", code: "plc-smk", tier: 0.9 },
    { brand: "КВТ", series: "СМК", code: "СМК", tier: 1.2 },
  ],
  valid: (v) => v.conductors !== 8 || v.kind === "нажимная push-in",
  make: (v, o, { seq }) => ({
    name: `Клемма соединительная ${o.series} ${v.conductors}-проводная ${v.kind} ${v.range}`,
    article: o.code === "221" ? `${wagoBase[v.kind][v.range]}${v.conductors}` : o.code === "07-" ? `07-${pad(5000 + seq, 4)}` : `${o.code}-${v.conductors}${v.kind === "с рычагами" ? "L" : "P"}-${pad(seq, 3)}`,
    price: (8 + v.conductors * 3) * (o.tier ?? 1) * (v.kind === "с рычагами" ? 1.5 : 1),
    features: { cores: v.conductors, section: Number(v.range.split("–")[1].replace(/[^\d,]/g, "").replace(",", ".")), current: 24, material: "Поликарбонат" },
    description: sentences(`Компактная клемма на ${v.conductors} провода сечением ${v.range} для распаечных коробок и щитов.`, "Продаётся кратно 10 шт."),
    minimumBatch: 10,
    multiplicity: 10,
    quantityInBox: 100,
    weightKg: 0.002 * v.conductors,
  }),
});

const lugs = defineLine({
  key: "lugs",
  path: [TOP, "Наконечники и гильзы", "Наконечники кабельные"],
  group: "cable-lug",
  unit: "шт",
  weight: 1.5,
  axes: { kind: ["ТМЛ", "ТМЛ(о)", "ТА", "ТАМ"], section: [4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240], stud: [6, 8, 10, 12, 16] },
  options: [
    { brand: "КВТ", code: "КВТ" },
    { brand: "IEK", code: "UNL" },
    { brand: "Rexant", code: "07-" },
    { brand: "EKF", code: "tml" },
  ],
  related: ["vvg", "avvg", "kg"],
  valid: (v) => v.stud >= (v.section <= 10 ? 6 : v.section <= 35 ? 8 : v.section <= 95 ? 10 : 12) && v.stud <= (v.section <= 16 ? 10 : 16),
  make: (v, o, { seq }) => {
    const copper = v.kind.startsWith("ТМ");
    return {
      name: `Наконечник ${copper ? "медный луженый" : v.kind === "ТАМ" ? "алюмомедный" : "алюминиевый"} ${v.kind} ${v.section}-${v.stud}`,
      article: o.code === "07-" ? `07-${pad(6000 + seq, 4)}` : `${o.code}-${v.kind.replace(/[()]/g, "")}-${v.section}-${v.stud}`,
      price: (6 + v.section * (copper ? 1.6 : 0.9)) * (v.kind === "ТАМ" ? 1.6 : 1),
      features: { section: v.section, diameter: v.stud, material: copper ? "Медь" : "Алюминий" },
      description: sentences(`Кабельный наконечник под опрессовку для жил сечением ${v.section} мм² и болт М${v.stud}.`, copper && "Медь, покрытие оловом."),
      minimumBatch: v.section <= 25 ? 10 : 1,
      multiplicity: v.section <= 25 ? 10 : 1,
      quantityInBox: v.section <= 25 ? 100 : 50,
      weightKg: 0.003 + v.section * 0.0004,
    };
  },
});

const ferrules = defineLine({
  key: "ferrules",
  path: [TOP, "Наконечники и гильзы", "Наконечники-гильзы НШВИ"],
  group: "cable-lug",
  unit: "упак",
  axes: { section: [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25], length: [8, 10, 12, 18], pack: [100, 1000] },
  options: [
    { brand: "КВТ", code: "НШВИ" },
    { brand: "IEK", code: "UGN10" },
    { brand: "Rexant", code: "08-" },
  ],
  related: ["pugv", "terminals"],
  valid: (v) => v.section < 10 || v.length >= 12,
  make: (v, o, { seq }) => ({
    name: `Наконечник-гильза НШВИ ${dec(v.section)}-${v.length} (упак. ${v.pack} шт)`,
    article: o.code === "08-" ? `08-${pad(700 + seq, 4)}` : `${o.code}-${dec(v.section)}-${v.length}-${v.pack}`,
    price: v.pack * (0.9 + v.section * 0.25),
    features: { section: v.section, length: v.length / 1000, material: "Медь" },
    description: sentences(`Втулочный наконечник с изолированным фланцем для многопроволочных жил ${dec(v.section)} мм².`, `В упаковке ${v.pack} шт.`),
    quantityInBox: 10,
    weightKg: (v.pack / 100) * 0.05,
  }),
});

const tapes = defineLine({
  key: "tapes",
  path: [TOP, "Изоляционные материалы", "Изолента"],
  group: "insulating-tape",
  unit: "шт",
  axes: {
    width: [15, 19],
    length: [10, 20, 25],
    color: ["синяя", "чёрная", "красная", "жёлтая", "зелёная", "белая", "жёлто-зелёная", "коричневая"],
    thickness: [0.13, 0.15, 0.18],
  },
  options: [
    { brand: "IEK", code: "UIZ" },
    { brand: "Rexant", code: "09-" },
    { brand: "КВТ", code: "ИЛ" },
    { brand: "Navigator", code: "NIT" },
    { brand: "Эра", code: "C0036" },
  ],
  make: (v, o, { seq }) => ({
    name: `Изолента ПВХ ${dec(v.thickness)}х${v.width} мм ${v.length} м ${v.color}`,
    article: o.code === "09-" ? `09-${pad(2000 + seq, 4)}` : `${o.code}-${pad(v.thickness * 100, 2)}-${v.width}-${v.length}-${pad(seq % 1000, 3)}`,
    price: (18 + v.length * 2.2) * (v.width === 19 ? 1.2 : 1) * (v.thickness === 0.18 ? 1.2 : 1),
    features: { width: v.width, length: v.length, color: v.color, material: "ПВХ" },
    description: "Самоклеящаяся изоляционная лента из ПВХ для изоляции и маркировки проводов до 1000 В.",
    quantityInBox: 10,
    quantityInBlock: 200,
    weightKg: 0.02 + v.length * 0.003,
  }),
});

const heatShrink = defineLine({
  key: "heat-shrink",
  path: [TOP, "Изоляционные материалы", "Термоусадочные трубки"],
  group: "heat-shrink",
  unit: "м",
  axes: {
    d: [1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 40, 50],
    color: ["красная", "синяя", "чёрная", "жёлтая", "прозрачная", "жёлто-зелёная", "белая"],
    kind: ["2:1", "3:1 клеевая"],
  },
  options: [
    { brand: "Rexant", code: "20-" },
    { brand: "КВТ", code: "ТУТ" },
    { brand: "IEK", code: "UDRS" },
    { brand: "DKC", code: "2NG" },
  ],
  make: (v, o, { seq }) => {
    const ratio = v.kind === "2:1" ? 2 : 3;
    return {
      name: `Трубка термоусадочная ${v.kind === "2:1" ? "ТУТнг" : "ТТК(3:1)"} ${dec(v.d)}/${dec(Math.round((v.d / ratio) * 10) / 10)} ${v.color}`,
      article: o.code === "20-" ? `20-${pad(1000 + seq, 4)}` : `${o.code}-${dec(v.d)}-${ratio}-${pad(seq, 3)}`,
      price: (8 + v.d * 2.5) * (ratio === 3 ? 2.5 : 1),
      features: { diameter: v.d, color: v.color, type: v.kind },
      description: sentences(`Термоусадочная трубка диаметром ${dec(v.d)} мм, коэффициент усадки ${v.kind}.`, "Отрезается кратно 1 м."),
      weightKg: 0.002 + v.d * 0.001,
    };
  },
});

export const installationLines: readonly TLine[] = [terminals, lugs, ferrules, tapes, heatShrink];
