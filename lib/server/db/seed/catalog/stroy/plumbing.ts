import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const PIPES = "Трубы и фитинги";
const VALVES = "Запорная арматура";

const ppPipes = defineLine({
  key: "pp-pipes",
  path: [PIPES, "Водопровод и отопление", "Трубы полипропиленовые"],
  group: "pp-pipe",
  unit: "м",
  weight: 2,
  axes: { pn: ["PN10", "PN20", "PN25 армированная стекловолокном", "PN25 армированная алюминием"], d: [20, 25, 32, 40, 50, 63, 75, 90, 110], color: ["белая", "серая"] },
  options: [
    { brand: "Valtec", tier: 1.3, code: "VTp" },
    { brand: "Pro Aqua", tier: 1, code: "PA" },
    { brand: "FV-Plast", tier: 1.4, code: "FV" },
    { brand: "Ростурпласт", tier: 0.9, code: "РТП" },
  ],
  related: ["fittings", "valves"],
  make: (v, o) => {
    const wall = Math.round(v.d * (v.pn === "PN10" ? 0.09 : 0.167) * 10) / 10;
    return {
      name: `Труба полипропиленовая ${v.pn} ${v.d}х${dec(wall)} мм ${v.color} (отрезок 4 м)`,
      article: `${o.code}.${v.pn.slice(2, 4)}${v.pn.includes("стекло") ? "G" : v.pn.includes("алюм") ? "A" : ""}.${pad(v.d, 3)}.${v.color === "белая" ? "W" : "G"}`,
      price: (v.d * v.d * 0.05 + 20) * (o.tier ?? 1) * (v.pn.includes("армир") ? 1.8 : v.pn === "PN20" ? 1.2 : 1),
      features: { diameter: v.d, pressure: Number.parseInt(v.pn.slice(2), 10), color: v.color === "белая" ? "белый" : "серый", material: "Полипропилен PP-R", length: 4 },
      description: sentences(
        `Полипропиленовая труба ${v.pn} диаметром ${v.d} мм для ${v.pn === "PN10" ? "холодного водоснабжения" : "горячего водоснабжения и отопления"}.`,
        "Продаётся отрезками по 4 м.",
      ),
      minimumBatch: 4,
      multiplicity: 4,
      weightKg: v.d * 0.012,
    };
  },
});

// The adjective agrees with the noun: «муфта полипропиленовая», «угол полипропиленовый».
const fittingKinds = [
  { name: "Муфта", adj: "полипропиленовая" },
  { name: "Угол 90°", adj: "полипропиленовый" },
  { name: "Угол 45°", adj: "полипропиленовый" },
  { name: "Тройник", adj: "полипропиленовый" },
  { name: "Заглушка", adj: "полипропиленовая" },
  { name: "Муфта комбинированная ВР", adj: "полипропиленовая" },
  { name: "Муфта комбинированная НР", adj: "полипропиленовая" },
] as const;

const fittings = defineLine({
  key: "fittings",
  path: [PIPES, "Водопровод и отопление", "Фитинги полипропиленовые"],
  group: "pipe-fitting",
  unit: "шт",
  weight: 2,
  axes: { kind: [0, 1, 2, 3, 4, 5, 6], d: [20, 25, 32, 40, 50, 63], color: ["белый", "серый"] },
  options: [
    { brand: "Valtec", tier: 1.3, code: "VTp" },
    { brand: "Pro Aqua", tier: 1, code: "PA" },
    { brand: "FV-Plast", tier: 1.4, code: "FV" },
    { brand: "Ростурпласт", tier: 0.9, code: "РТП" },
  ],
  related: ["pp-pipes"],
  make: (v, o) => {
    const kind = fittingKinds[v.kind];
    const threaded = v.kind >= 5;
    return {
      name: `${kind.name} ${kind.adj} ${v.d}${threaded ? `х${["1/2", "3/4", "1", "1 1/4", "1 1/2", "2"][[20, 25, 32, 40, 50, 63].indexOf(v.d)]}"` : " мм"} ${kind.adj.endsWith("ая") ? v.color.replace(/ый$/, "ая") : v.color}`,
      article: `${o.code}.7${pad(v.kind, 2)}.${pad(v.d, 3)}.${v.color === "белый" ? "W" : "G"}`,
      price: (15 + v.d * v.d * 0.02) * (o.tier ?? 1) * (threaded ? 5 : v.kind === 3 ? 1.5 : 1),
      features: { diameter: v.d, color: v.color, material: threaded ? "PP-R / латунь" : "Полипропилен PP-R", type: kind.name, ...(threaded ? { connection: v.kind === 5 ? "Внутренняя резьба" : "Наружная резьба" } : {}) },
      description: sentences(`${kind.name} для полипропиленовых труб диаметром ${v.d} мм, соединение раструбной сваркой.`, !threaded && "Продаётся кратно 10 шт."),
      minimumBatch: threaded ? 1 : 10,
      multiplicity: threaded ? 1 : 10,
      quantityInBox: threaded ? 20 : 100,
      weightKg: 0.01 + v.d * 0.002,
    };
  },
});

const pexPipes = defineLine({
  key: "pex-pipes",
  path: [PIPES, "Водопровод и отопление", "Трубы металлопластиковые"],
  group: "pex-pipe",
  unit: "м",
  axes: { d: [16, 20, 26, 32], coil: [50, 100, 200] },
  options: [
    { brand: "Valtec", tier: 1.3, code: "V" },
    { brand: "Rehau", tier: 2, code: "RAUTITAN" },
    { brand: "Rommer", tier: 0.9, code: "RMP" },
  ],
  valid: (v) => v.d <= 20 || v.coil <= 100,
  make: (v, o) => ({
    name: `Труба металлопластиковая PEX-AL-PEX ${v.d}х${v.d <= 20 ? "2,0" : "3,0"} мм (бухта ${v.coil} м)`,
    article: `${o.code}${v.d}${v.d <= 20 ? "20" : "30"}-${v.coil}`,
    price: (40 + v.d * 4) * (o.tier ?? 1),
    features: { diameter: v.d, pressure: 10, length: v.coil, material: "PEX-AL-PEX", color: "белый" },
    description: sentences(`Металлопластиковая труба ${v.d} мм для водоснабжения и отопления до 95 °C.`, `Продаётся бухтами по ${v.coil} м.`),
    minimumBatch: v.coil,
    multiplicity: v.coil,
    quantityInBox: v.coil,
    weightKg: v.d * 0.007,
  }),
});

const sewer = defineLine({
  key: "sewer",
  path: [PIPES, "Канализация", "Трубы канализационные"],
  group: "sewer-pipe",
  unit: "шт",
  axes: { d: [32, 40, 50, 110], length: [250, 500, 750, 1000, 1500, 2000, 3000], kind: ["серая", "белая малошумная"] },
  options: [
    { brand: "Ростурпласт", tier: 1, code: "РТП-К" },
    { brand: "Rehau", tier: 2.2, code: "RAUPIANO" },
    { brand: "Pro Aqua", tier: 1.1, code: "PA-K" },
  ],
  make: (v, o) => ({
    name: `Труба канализационная ПП d${v.d} L=${v.length} мм ${v.kind}`,
    article: `${o.code}-${v.d}-${v.length}${v.kind === "серая" ? "" : "-W"}`,
    price: (30 + v.d * v.length * 0.0016) * (o.tier ?? 1) * (v.kind === "серая" ? 1 : 1.9),
    features: { diameter: v.d, length: v.length / 1000, material: "Полипропилен", color: v.kind === "серая" ? "серый" : "белый" },
    description: sentences(`Канализационная труба d${v.d} мм длиной ${v.length} мм с раструбом и уплотнительным кольцом.`, v.kind !== "серая" && "Малошумная, для внутренней канализации."),
    quantityInBox: 10,
    weightKg: v.d * v.length * 0.000006,
  }),
});

const threads = ['1/4"', '3/8"', '1/2"', '3/4"', '1"', '1 1/4"', '1 1/2"', '2"'] as const;
const threadMm = [8, 10, 15, 20, 25, 32, 40, 50];

const valves = defineLine({
  key: "valves",
  path: [VALVES, "Краны", "Краны шаровые"],
  group: "ball-valve",
  unit: "шт",
  weight: 2,
  axes: { size: [0, 1, 2, 3, 4, 5, 6, 7], conn: ["ВР-ВР", "ВР-НР", "НР-НР"], handle: ["рычаг", "бабочка"] },
  options: [
    { brand: "Valtec", tier: 1.2, code: "VT.21" },
    { brand: "Bugatti", tier: 2.2, code: "BG" },
    { brand: "Itap", tier: 1.8, code: "IT" },
    { brand: "LD", tier: 0.9, code: "LD" },
    { brand: "Rommer", tier: 0.7, code: "RBV" },
  ],
  related: ["pp-pipes", "valve-fittings"],
  valid: (v) => v.handle === "рычаг" || v.size <= 4,
  make: (v, o) => ({
    name: `Кран шаровой латунный ${threads[v.size]} ${v.conn} ${v.handle}`,
    article: `${o.code}.${v.conn === "ВР-ВР" ? "4" : v.conn === "ВР-НР" ? "5" : "6"}${v.handle === "рычаг" ? "1" : "7"}.N.${pad(threadMm[v.size], 2)}`,
    price: (220 + threadMm[v.size] ** 1.7 * 2.2) * (o.tier ?? 1),
    features: { thread: threads[v.size], diameter: threadMm[v.size], pressure: v.size <= 4 ? 40 : 25, connection: v.conn, material: "Латунь никелированная" },
    description: sentences(`Полнопроходной шаровой кран ${threads[v.size]} для систем водоснабжения и отопления.`, "Рабочая температура до 150 °C."),
    quantityInBox: v.size <= 3 ? 20 : 10,
    weightKg: 0.1 + threadMm[v.size] * 0.02,
  }),
});

const fittingValveKinds = ["Клапан обратный пружинный", "Фильтр сетчатый косой", "Редуктор давления", "Клапан предохранительный"] as const;

const valveFittings = defineLine({
  key: "valve-fittings",
  path: [VALVES, "Клапаны и фильтры", "Клапаны, фильтры, редукторы"],
  group: "valve-fitting",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3], size: [2, 3, 4, 5, 6, 7] },
  options: [
    { brand: "Valtec", tier: 1.2, code: "VT" },
    { brand: "Itap", tier: 1.8, code: "IT" },
    { brand: "Rommer", tier: 0.7, code: "RVC" },
  ],
  related: ["valves"],
  make: (v, o) => ({
    name: `${fittingValveKinds[v.kind]} ${threads[v.size]} ВР-ВР`,
    article: `${o.code}.${["161", "192", "298", "490"][v.kind]}.N.${pad(threadMm[v.size], 2)}`,
    price: (350 + threadMm[v.size] * 30) * (o.tier ?? 1) * (v.kind === 2 ? 4 : v.kind === 3 ? 2.5 : 1),
    features: { thread: threads[v.size], diameter: threadMm[v.size], pressure: 16, connection: "ВР-ВР", material: "Латунь", type: fittingValveKinds[v.kind] },
    description: `${fittingValveKinds[v.kind]} ${threads[v.size]} для систем водоснабжения и отопления.`,
    weightKg: 0.2 + threadMm[v.size] * 0.03,
  }),
});

const mixerKinds = ["для раковины", "для ванны с душем", "для кухни", "для кухни с выдвижным изливом", "для биде", "термостатический для душа"] as const;

const mixers = defineLine({
  key: "mixers",
  path: ["Сантехника", "Смесители", "Смесители"],
  group: "mixer-tap",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3, 4, 5], finish: ["хром", "чёрный матовый", "белый", "бронза", "сатин"] },
  options: [
    { brand: "Grohe", series: "Eurosmart", tier: 2.5, code: "33" },
    { brand: "Hansgrohe", series: "Logis", tier: 2.8, code: "71" },
    { brand: "Lemark", series: "Comfort", tier: 1.2, code: "LM" },
    { brand: "Iddis", series: "Ray", tier: 0.9, code: "RAY" },
    { brand: "Rommer", series: "Nord", tier: 0.7, code: "RMX" },
  ],
  make: (v, o, { seq }) => ({
    name: `Смеситель ${mixerKinds[v.kind]} ${o.series} ${v.finish}`,
    article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq * 7 + 100, 3)}00${v.finish === "хром" ? "3" : "E"}` : `${o.code}${pad(v.kind + 1, 2)}${pad(seq, 2)}${["CH", "BM", "WH", "BR", "SA"][["хром", "чёрный матовый", "белый", "бронза", "сатин"].indexOf(v.finish)]}`,
    price: (3200 + v.kind * 1200) * (o.tier ?? 1) * (v.finish === "хром" ? 1 : 1.35),
    features: { color: v.finish, material: "Латунь", type: mixerKinds[v.kind], connection: 'Гибкая подводка 1/2"' },
    description: sentences(`Однорычажный смеситель ${mixerKinds[v.kind]} серии ${o.series}, покрытие «${v.finish}».`, "Керамический картридж, гарантия 5 лет."),
    deliveryDays: o.tier && o.tier > 2 ? 7 : undefined,
    weightKg: 1.2 + v.kind * 0.3,
  }),
});

export const plumbingLines: readonly TLine[] = [ppPipes, fittings, pexPipes, sewer, valves, valveFittings, mixers];
