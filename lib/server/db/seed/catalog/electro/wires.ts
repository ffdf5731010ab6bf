import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Кабельно-проводниковая продукция";

const pvs = defineLine({
  key: "pvs",
  path: [TOP, "Провод установочный", "Провод ПВС"],
  group: "installation-wire",
  unit: "м",
  weight: 1.5,
  axes: { cores: [2, 3, 4, 5], section: [0.75, 1, 1.5, 2.5, 4], color: ["белый", "чёрный"] },
  options: [
    { brand: "Камкабель", prefix: "ПВС-КК" },
    { brand: "Конкорд", prefix: "ПВС-КД" },
    { brand: "Rexant", prefix: "01-" },
    { brand: "Кольчугино", prefix: "ПВС-К" },
    { brand: "Элкаб", prefix: "ПВС-ЭК" },
    { brand: "Москабель", prefix: "ПВС-МКМ" },
  ],
  related: ["extension", "terminals"],
  make: (v, o, { seq }) => ({
    name: `Провод ПВС ${v.cores}х${dec(v.section)} ${v.color}`,
    article: o.prefix === "01-" ? `01-${pad(7000 + seq, 4)}` : `${o.prefix}-${v.cores}х${dec(v.section)}-${v.color === "белый" ? "Б" : "Ч"}`,
    price: v.cores * v.section * 14 + 5,
    features: { section: v.section, cores: v.cores, voltage: 380, color: v.color, material: "Медь" },
    description: sentences("Провод соединительный с медными гибкими жилами в ПВХ-изоляции.", "Для подключения бытовых электроприборов и удлинителей."),
    quantityInBox: 100,
    weightKg: v.cores * v.section * 0.0095 + 0.03,
  }),
});

const shvvp = defineLine({
  key: "shvvp",
  path: [TOP, "Провод установочный", "Провод ШВВП"],
  group: "installation-wire",
  unit: "м",
  axes: { cores: [2, 3], section: [0.5, 0.75, 1], color: ["белый", "чёрный"] },
  options: [
    { brand: "Камкабель", prefix: "ШВВП-КК" },
    { brand: "Конкорд", prefix: "ШВВП-КД" },
    { brand: "Rexant", prefix: "ШВВП-RX" },
  ],
  make: (v, o) => ({
    name: `Провод ШВВП ${v.cores}х${dec(v.section)} ${v.color}`,
    article: `${o.prefix}-${v.cores}х${dec(v.section)}-${v.color === "белый" ? "Б" : "Ч"}`,
    price: v.cores * v.section * 12 + 3,
    features: { section: v.section, cores: v.cores, voltage: 380, color: v.color, material: "Медь" },
    description: "Плоский провод для светильников и лёгких бытовых приборов.",
    multiplicity: 100,
    minimumBatch: 100,
    quantityInBox: 100,
    weightKg: v.cores * v.section * 0.009 + 0.02,
  }),
});

const pugv = defineLine({
  key: "pugv",
  path: [TOP, "Провод установочный", "Провод ПуГВ"],
  group: "installation-wire",
  unit: "м",
  weight: 2,
  axes: {
    section: [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95],
    color: ["белый", "чёрный", "красный", "синий", "жёлто-зелёный", "коричневый", "серый"],
  },
  options: [
    { brand: "Камкабель", prefix: "ПуГВ-КК" },
    { brand: "Конкорд", prefix: "ПуГВ-КД" },
    { brand: "Rexant", prefix: "01-" },
    { brand: "Кольчугино", prefix: "ПуГВ-К" },
    { brand: "Элкаб", prefix: "ПуГВ-ЭК" },
    { brand: "Цветлит", prefix: "ПуГВ-ЦЛ" },
  ],
  related: ["lugs", "heat-shrink"],
  make: (v, o, { seq }) => {
    const colorCode = { белый: "Б", чёрный: "Ч", красный: "К", синий: "С", "жёлто-зелёный": "ЖЗ", коричневый: "Кч", серый: "Сер" }[v.color];
    return {
      name: `Провод ПуГВ 1х${dec(v.section)} ${v.color}`,
      article: o.prefix === "01-" ? `01-${pad(8000 + seq, 4)}` : `${o.prefix}-1х${dec(v.section)}-${colorCode}`,
      price: v.section * 12 + 3,
      features: { section: v.section, cores: 1, voltage: 450, color: v.color, material: "Медь" },
      description: sentences("Провод установочный гибкий с медной многопроволочной жилой в ПВХ-изоляции.", "Для монтажа щитов и электрооборудования."),
      minimumBatch: v.section <= 10 ? 100 : 1,
      multiplicity: v.section <= 10 ? 100 : 1,
      quantityInBox: v.section <= 10 ? 100 : 200,
      weightKg: v.section * 0.0095 + 0.005,
    };
  },
});

const twistedPair = defineLine({
  key: "utp",
  path: [TOP, "Кабель связи и слаботочный", "Витая пара"],
  group: "low-current-cable",
  unit: "м",
  weight: 1.5,
  axes: { shield: ["U/UTP", "F/UTP", "SF/UTP"], cat: ["5e", "6"], pairs: [2, 4], sheath: ["PVC", "LSZH", "PE"] },
  options: [
    { brand: "Rexant", prefix: "01-" },
    { brand: "Hyperline", prefix: "HL" },
    { brand: "IEK", prefix: "LC1" },
  ],
  make: (v, o, { seq }) => {
    const color = { PVC: "серый", LSZH: "оранжевый", PE: "чёрный" }[v.sheath];
    const factor = (v.cat === "6" ? 1.5 : 1) * { "U/UTP": 1, "F/UTP": 1.35, "SF/UTP": 1.7 }[v.shield] * (v.pairs === 2 ? 0.6 : 1) * { PVC: 1, LSZH: 1.25, PE: 1.15 }[v.sheath];
    return {
      name: `Кабель витая пара ${v.shield} кат.${v.cat} ${v.pairs}х2х${v.cat === "6" ? "0,57" : "0,52"} ${v.sheath} ${color}`,
      article: o.prefix === "01-" ? `01-${pad(100 + seq, 4)}` : `${o.prefix}-${v.shield.replace("/", "")}${v.pairs}-C${v.cat.toUpperCase()}-${v.sheath}`,
      price: 14 * factor,
      features: { cores: v.pairs * 2, color, material: "Медь", type: v.shield },
      description: sentences(
        `Кабель для структурированных кабельных систем категории ${v.cat}, ${v.pairs} ${v.pairs === 2 ? "пары" : "пары"}.`,
        v.sheath === "PE" ? "Оболочка из полиэтилена для наружной прокладки." : "Для прокладки внутри зданий.",
        "Продаётся коробками по 305 м.",
      ),
      minimumBatch: 305,
      multiplicity: 305,
      quantityInBox: 305,
      weightKg: 0.03 * (v.pairs / 4) + 0.005,
    };
  },
});

const coax = defineLine({
  key: "coax",
  path: [TOP, "Кабель связи и слаботочный", "Коаксиальный кабель"],
  group: "low-current-cable",
  unit: "м",
  axes: { type: ["RG-6U", "RG-59", "SAT 703", "RG-11"], shield: ["48%", "64%", "90%"], color: ["белый", "чёрный"] },
  options: [
    { brand: "Rexant", prefix: "01-" },
    { brand: "Hyperline", prefix: "COAX" },
  ],
  make: (v, o, { seq }) => ({
    name: `Кабель коаксиальный ${v.type} 75 Ом CCS/Al/Al ${v.shield} ${v.color}`,
    article: o.prefix === "01-" ? `01-${pad(2400 + seq, 4)}` : `${o.prefix}-${v.type.replace(" ", "")}-${v.shield.replace("%", "")}-${v.color === "белый" ? "WH" : "BK"}`,
    price: ({ "RG-6U": 18, "RG-59": 14, "SAT 703": 24, "RG-11": 38 }[v.type] ?? 18) * (1 + Number.parseInt(v.shield, 10) / 200),
    features: { color: v.color, type: v.type },
    description: sentences("Коаксиальный кабель с волновым сопротивлением 75 Ом для систем спутникового и кабельного телевидения.", "Поставляется в бухтах по 100 м."),
    minimumBatch: 100,
    multiplicity: 100,
    quantityInBox: 100,
    weightKg: 0.045,
  }),
});

export const wireLines: readonly TLine[] = [pvs, shvvp, pugv, twistedPair, coax];
