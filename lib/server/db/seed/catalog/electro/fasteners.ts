import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Крепёж";

const cableTies = defineLine({
  key: "cable-ties",
  path: [TOP, "Хомуты и стяжки", "Стяжки кабельные"],
  group: "cable-tie",
  unit: "упак",
  weight: 1.5,
  axes: { length: [100, 150, 200, 250, 300, 370, 400, 500], width: [2.5, 3.6, 4.8, 7.6], color: ["белая", "чёрная"], pack: [100, 1000] },
  options: [
    { brand: "Rexant", code: "07-" },
    { brand: "КВТ", code: "Кс" },
    { brand: "IEK", code: "UHH" },
    { brand: "EKF", code: "plc-cn" },
  ],
  // Narrow ties are short and wide ties are long, as in real ranges.
  valid: (v) => (v.width !== 2.5 || v.length <= 200) && (v.width !== 7.6 || v.length >= 300) && (v.pack === 100 || v.length <= 300),
  make: (v, o, { seq }) => ({
    name: `Стяжка кабельная нейлоновая ${v.length}х${dec(v.width)} мм ${v.color} (упак. ${v.pack} шт)`,
    article: o.code === "07-" ? `07-${pad(100 + seq, 4)}` : `${o.code}-${v.length}x${dec(v.width)}-${v.color === "белая" ? "W" : "B"}-${v.pack}`,
    price: v.pack * (0.25 + v.length * v.width * 0.0009) * (v.color === "чёрная" ? 1.1 : 1),
    features: { length: v.length / 1000, width: v.width, color: v.color === "белая" ? "белый" : "чёрный", material: "Полиамид 6.6" },
    description: sentences(`Нейлоновая стяжка ${v.length} мм для жгутования кабеля.`, v.color === "чёрная" && "Стойкая к ультрафиолету, для наружных работ.", `В упаковке ${v.pack} шт.`),
    quantityInBox: 10,
    weightKg: v.pack * v.length * v.width * 0.0000007,
  }),
});

export const dowels = defineLine({
  key: "dowels",
  path: [TOP, "Дюбели и анкеры", "Дюбели"],
  group: "dowel",
  unit: "упак",
  weight: 1.5,
  axes: { kind: ["распорный", "универсальный", "для газобетона", "дюбель-гвоздь", "дюбель-хомут"], size: ["5х25", "6х30", "6х40", "8х40", "8х50", "10х50", "10х60", "12х70"], pack: [50, 100, 200] },
  options: [
    { brand: "Fischer", tier: 2.5, code: "5" },
    { brand: "Sormat", tier: 2, code: "S-" },
    { brand: "Tech-Krep", tier: 1, code: "1" },
  ],
  valid: (v) => v.kind !== "дюбель-хомут" || ["5х25", "6х30", "8х40"].includes(v.size),
  make: (v, o, { seq }) => {
    const [d, l] = v.size.split("х").map(Number);
    const title = v.kind === "дюбель-гвоздь" ? `Дюбель-гвоздь ${v.size} мм` : v.kind === "дюбель-хомут" ? `Дюбель-хомут для круглого кабеля ${d === 5 ? "5-10" : d === 6 ? "11-18" : "19-25"} мм` : `Дюбель ${v.kind} ${v.size} мм`;
    return {
      name: `${title} (упак. ${v.pack} шт)`,
      article: o.code === "S-" ? `S-${pad(seq, 4)}` : `${o.code}${pad(seq * 7 + 10000, 5)}`,
      price: v.pack * (0.6 + d * l * 0.004) * (o.tier ?? 1),
      features: { diameter: d, length: l / 1000, material: "Полипропилен" },
      description: sentences(`${title} для крепления к бетону, кирпичу и ${v.kind === "для газобетона" ? "газобетону" : "камню"}.`, `В упаковке ${v.pack} шт.`),
      quantityInBox: 20,
      weightKg: v.pack * d * l * 0.000004,
    };
  },
});

const screwCode: Record<string, string> = { "по металлу": "PM", "по дереву": "PD", "с прессшайбой": "PS", кровельный: "KR" };

export const screws = defineLine({
  key: "screws",
  path: [TOP, "Метизы", "Саморезы"],
  group: "screw",
  unit: "кг",
  axes: {
    kind: ["по металлу", "по дереву", "с прессшайбой", "кровельный"],
    size: ["3,5х16", "3,5х25", "3,5х35", "3,5х41", "3,8х45", "4,2х50", "4,2х76", "4,8х19", "4,8х35"],
    finish: ["оцинкованный", "фосфатированный"],
  },
  options: [
    { brand: "Tech-Krep", code: "TK" },
    { brand: "Sormat", code: "SR" },
    { brand: "ЗУБР", code: "300" },
  ],
  valid: (v) => (v.kind !== "кровельный" || v.size.startsWith("4,8")) && (v.kind !== "с прессшайбой" || ["3,5х16", "4,2х50", "4,2х76"].includes(v.size) || v.size.startsWith("4,2")),
  make: (v, o, { seq }) => ({
    name: `Саморез ${v.kind} ${v.size} мм ${v.finish}, на вес`,
    article: o.code === "300" ? `300${pad(seq, 3)}` : `${o.code}-${screwCode[v.kind]}-${v.size.replace(",", "")}-${v.finish[0] === "о" ? "Z" : "F"}`,
    price: 320 * (v.kind === "кровельный" ? 1.8 : v.finish === "оцинкованный" ? 1.3 : 1),
    features: { diameter: Number(v.size.split("х")[0].replace(",", ".")), length: Number(v.size.split("х")[1]) / 1000, material: "Сталь" },
    description: sentences(`Саморез ${v.kind} ${v.size} мм, покрытие: ${v.finish}.`, "Продаётся на вес, от 1 кг."),
    weightKg: 1,
  }),
});

export const anchors = defineLine({
  key: "anchors",
  path: [TOP, "Дюбели и анкеры", "Анкеры"],
  group: "anchor",
  unit: "шт",
  axes: { kind: ["Анкер клиновой", "Анкерный болт с гайкой", "Анкер забивной", "Анкер-шпилька"], size: ["М6х60", "М8х75", "М8х100", "М10х80", "М10х100", "М12х100", "М12х150", "М16х150"], finish: ["оцинкованный", "нержавеющая сталь"] },
  options: [
    { brand: "Fischer", tier: 2.5, code: "FAZ" },
    { brand: "Sormat", tier: 2, code: "S-KA" },
    { brand: "Tech-Krep", tier: 1, code: "TK-A" },
  ],
  make: (v, o) => {
    const d = Number(v.size.slice(1).split("х")[0]);
    const l = Number(v.size.split("х")[1]);
    return {
      name: `${v.kind} ${v.size} ${v.finish}`,
      article: `${o.code}-${["KL", "BG", "ZB", "SH"][["Анкер клиновой", "Анкерный болт с гайкой", "Анкер забивной", "Анкер-шпилька"].indexOf(v.kind)]}-${d}x${l}${v.finish === "нержавеющая сталь" ? "-A4" : ""}`,
      price: (6 + d * l * 0.02) * (o.tier ?? 1) * (v.finish === "нержавеющая сталь" ? 3 : 1),
      features: { diameter: d, length: l / 1000, material: v.finish === "нержавеющая сталь" ? "Нержавеющая сталь" : "Сталь" },
      description: sentences(`${v.kind} ${v.size} для крепления к бетону и камню.`, "Продаётся кратно 10 шт."),
      minimumBatch: 10,
      multiplicity: 10,
      quantityInBox: 50,
      weightKg: d * l * 0.00003,
    };
  },
});

export const fastenerLines: readonly TLine[] = [cableTies, dowels, anchors, screws];
