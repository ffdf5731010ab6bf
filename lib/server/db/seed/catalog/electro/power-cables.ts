import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Кабельно-проводниковая продукция";

// Flat cable is made only with few thin cores; other marks take any count.
const coreSuffix: Record<number, string> = { 1: "", 2: "(N)", 3: "(N,PE)", 4: "(PE)", 5: "(N,PE)" };
const markCode: Record<string, string> = {
  "ВВГнг(А)-LS": "ВВГнгLS",
  "ВВГнг(А)": "ВВГнг",
  "ВВГнг(А)-FRLS": "ВВГнгFRLS",
  "ВВГнг(А)-LSLTx": "ВВГнгLSLTx",
  ВВГ: "ВВГ",
  "ВВГ-Пнг(А)": "ВВГПнг",
  "АВВГнг(А)-LS": "АВВГнгLS",
  "АВВГнг(А)": "АВВГнг",
  АВВГ: "АВВГ",
};

function cableDelivery(section: number): { minimumBatch: number; multiplicity: number; quantityInBox: number; note: string } {
  // Thin cable ships in 100 m coils and is sold by the coil; thick cable is cut from a drum.
  if (section <= 10) return { minimumBatch: 100, multiplicity: 100, quantityInBox: 100, note: "Поставляется в бухтах по 100 м." };
  return { minimumBatch: 10, multiplicity: 1, quantityInBox: 500, note: "Поставляется на барабанах, отрезка от 10 м." };
}

const vvg = defineLine({
  key: "vvg",
  path: [TOP, "Силовой кабель", "Кабель ВВГ"],
  group: "power-cable",
  unit: "м",
  weight: 5,
  axes: {
    mark: ["ВВГнг(А)-LS", "ВВГнг(А)", "ВВГнг(А)-FRLS", "ВВГнг(А)-LSLTx", "ВВГ", "ВВГ-Пнг(А)"],
    cores: [1, 2, 3, 4, 5],
    section: [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240],
  },
  options: [
    { brand: "Камкабель", prefix: "1100000" },
    { brand: "Севкабель", prefix: "СК" },
    { brand: "Конкорд", prefix: "2300000" },
    { brand: "Кольчугино", prefix: "К" },
    { brand: "Москабель", prefix: "МКМ" },
    { brand: "Элкаб", prefix: "4100000", tier: 0.97 },
    { brand: "Цветлит", prefix: "ЦЛ" },
    { brand: "Rexant", prefix: "01-", tier: 0.95 },
  ],
  related: ["lugs", "terminals", "heat-shrink", "junction-boxes"],
  valid: (v) => v.mark !== "ВВГ-Пнг(А)" || (v.cores >= 2 && v.cores <= 3 && v.section <= 6),
  make: (v, o, { seq }) => {
    const flat = v.mark === "ВВГ-Пнг(А)";
    const kv = v.section <= 6 ? "0,66" : "1";
    const conductor = v.section < 16 ? "ок" : "мк";
    const factor = { "ВВГнг(А)-LS": 1.1, "ВВГнг(А)": 1, "ВВГнг(А)-FRLS": 1.45, "ВВГнг(А)-LSLTx": 1.25, ВВГ: 0.92, "ВВГ-Пнг(А)": 0.95 }[v.mark];
    const d = cableDelivery(v.section);
    const code = `${v.cores}х${dec(v.section)}`;
    return {
      name: `Кабель ${v.mark} ${code} ${conductor}${coreSuffix[v.cores]}-${kv}`,
      article:
        o.prefix === "01-" ? `01-${pad(1000 + seq, 4)}` : /^\d+$/.test(o.prefix) ? `${Number(o.prefix) + seq}` : `${o.prefix}-${markCode[v.mark]}-${code}`,
      price: (v.cores * v.section * 11.5 + 6) * factor * (o.tier ?? 1),
      features: { section: v.section, cores: v.cores, voltage: kv === "1" ? 1000 : 660, material: "Медь", type: v.mark },
      description: sentences(
        `${flat ? "Плоский кабель" : "Кабель"} силовой с медными ${v.section < 16 ? "однопроволочными" : "многопроволочными"} жилами в изоляции и оболочке из ПВХ${v.mark.includes("LS") ? " пониженной пожароопасности с низким дымо- и газовыделением" : ""}.`,
        `Для передачи и распределения электроэнергии в стационарных установках на напряжение до ${kv} кВ.`,
        d.note,
      ),
      minimumBatch: d.minimumBatch,
      multiplicity: d.multiplicity,
      quantityInBox: d.quantityInBox,
      weightKg: v.cores * v.section * 0.0089 + 0.02 * v.cores + 0.04,
    };
  },
});

const avvg = defineLine({
  key: "avvg",
  path: [TOP, "Силовой кабель", "Кабель АВВГ"],
  group: "power-cable",
  unit: "м",
  weight: 2,
  axes: {
    mark: ["АВВГнг(А)-LS", "АВВГнг(А)", "АВВГ"],
    cores: [1, 2, 3, 4, 5],
    section: [2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240],
  },
  options: [
    { brand: "Камкабель", prefix: "КК" },
    { brand: "Севкабель", prefix: "СК" },
    { brand: "Кольчугино", prefix: "К" },
    { brand: "Москабель", prefix: "МКМ" },
    { brand: "Иркутсккабель", prefix: "ИК" },
  ],
  related: ["lugs"],
  make: (v, o) => {
    const kv = v.section <= 6 ? "0,66" : "1";
    const d = cableDelivery(v.section);
    const code = `${v.cores}х${dec(v.section)}`;
    return {
      name: `Кабель ${v.mark} ${code} ${v.section < 16 ? "ол" : "мс"}${coreSuffix[v.cores]}-${kv}`,
      article: `${o.prefix}-${markCode[v.mark]}-${code}`,
      price: (v.cores * v.section * 2.6 + 10) * (v.mark === "АВВГ" ? 0.9 : 1),
      features: { section: v.section, cores: v.cores, voltage: kv === "1" ? 1000 : 660, material: "Алюминий" },
      description: sentences(
        "Кабель силовой с алюминиевыми жилами в ПВХ-изоляции.",
        "Прокладка в помещениях, кабельных сооружениях и на открытом воздухе при отсутствии механических воздействий.",
        d.note,
      ),
      minimumBatch: d.minimumBatch,
      multiplicity: d.multiplicity,
      quantityInBox: d.quantityInBox,
      weightKg: v.cores * v.section * 0.0027 + 0.02 * v.cores + 0.05,
    };
  },
});

const nym = defineLine({
  key: "nym",
  path: [TOP, "Силовой кабель", "Кабель NYM"],
  group: "power-cable",
  unit: "м",
  weight: 2,
  axes: { mark: ["NYM-J", "NYM-O"], cores: [2, 3, 4, 5], section: [1.5, 2.5, 4, 6, 10, 16] },
  options: [
    { brand: "Конкорд", prefix: 2400000 },
    { brand: "Севкабель", prefix: 3400000 },
    { brand: "Rexant", prefix: 0 },
  ],
  related: ["terminals", "junction-boxes"],
  make: (v, o, { seq }) => ({
    name: `Кабель ${v.mark} ${v.cores}х${dec(v.section)}-0,66`,
    article: o.prefix === 0 ? `01-${3000 + seq}` : `${o.prefix + seq}`,
    price: (v.cores * v.section * 12 + 7) * (v.mark === "NYM-J" ? 1.05 : 1),
    features: { section: v.section, cores: v.cores, voltage: 660, material: "Медь" },
    description: sentences(
      `Кабель NYM с медными жилами, ПВХ-изоляцией и промежуточной оболочкой из мелонаполненной резины${v.mark === "NYM-J" ? ", с жилой заземления" : ""}.`,
      "Для стационарной прокладки внутри и снаружи зданий.",
    ),
    minimumBatch: 100,
    multiplicity: 100,
    quantityInBox: 100,
    weightKg: v.cores * v.section * 0.0089 + 0.05,
  }),
});

const kg = defineLine({
  key: "kg",
  path: [TOP, "Силовой кабель", "Кабель гибкий КГ"],
  group: "power-cable",
  unit: "м",
  weight: 2,
  axes: { mark: ["КГтп-ХЛ", "КГ-ХЛ", "КГН"], cores: [1, 2, 3, 4, 5], section: [1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50] },
  options: [
    { brand: "Камкабель", prefix: "КК" },
    { brand: "Кольчугино", prefix: "К" },
    { brand: "Конкорд", prefix: "КД" },
    { brand: "Москабель", prefix: "МКМ" },
    { brand: "Цветлит", prefix: "ЦЛ" },
  ],
  related: ["lugs"],
  make: (v, o) => ({
    name: `Кабель ${v.mark} ${v.cores}х${dec(v.section)}-0,66`,
    article: `${o.prefix}-${v.mark.replace("-", "")}-${v.cores}х${dec(v.section)}`,
    price: (v.cores * v.section * 13 + 12) * (v.mark === "КГН" ? 1.2 : 1),
    features: { section: v.section, cores: v.cores, voltage: 660, material: "Медь" },
    description: sentences(
      "Гибкий кабель с медными многопроволочными жилами в резиновой изоляции.",
      "Для подключения передвижных механизмов, сварочных аппаратов и временных сетей.",
      v.mark.includes("ХЛ") && "Холодостойкое исполнение: до −60 °C.",
    ),
    minimumBatch: 10,
    weightKg: v.cores * v.section * 0.0095 + 0.06,
  }),
});

const kvvg = defineLine({
  key: "kvvg",
  path: [TOP, "Контрольный кабель", "Кабель КВВГ"],
  group: "power-cable",
  unit: "м",
  axes: { mark: ["КВВГнг(А)-LS", "КВВГнг(А)", "КВВГЭнг(А)-LS", "КВВГ"], cores: [4, 5, 7, 10, 14, 19, 27, 37], section: [0.75, 1, 1.5, 2.5] },
  options: [
    { brand: "Камкабель", prefix: "КК" },
    { brand: "Севкабель", prefix: "СК" },
    { brand: "Кольчугино", prefix: "К" },
    { brand: "Элкаб", prefix: "ЭК" },
  ],
  related: ["lugs", "ferrules"],
  make: (v, o) => ({
    name: `Кабель ${v.mark} ${v.cores}х${dec(v.section)}-0,66`,
    article: `${o.prefix}-${v.mark.replace(/[()-]/g, "")}-${v.cores}х${dec(v.section)}`,
    price: (v.cores * v.section * 12 + 10) * (v.mark.includes("Э") ? 1.35 : v.mark.includes("LS") ? 1.1 : 1),
    features: { section: v.section, cores: v.cores, voltage: 660, material: "Медь", type: v.mark },
    description: sentences(
      `Контрольный кабель на ${v.cores} жил${v.mark.includes("Э") ? " с экраном из медной ленты" : ""}.`,
      "Для цепей управления, сигнализации и релейной защиты.",
    ),
    minimumBatch: 50,
    quantityInBox: 500,
    weightKg: v.cores * v.section * 0.009 + 0.05,
  }),
});

const sip = defineLine({
  key: "sip",
  path: [TOP, "Провод самонесущий", "Провод СИП"],
  group: "power-cable",
  unit: "м",
  axes: { mark: ["СИП-2", "СИП-4"], cores: [2, 4], section: [16, 25, 35, 50, 70, 95, 120] },
  options: [
    { brand: "Севкабель", prefix: "СК" },
    { brand: "Иркутсккабель", prefix: "ИК" },
    { brand: "Москабель", prefix: "МКМ" },
    { brand: "Кольчугино", prefix: "К" },
  ],
  related: ["lugs"],
  valid: (v) => v.mark === "СИП-4" || (v.cores === 4 && v.section >= 25),
  make: (v, o) => {
    const code = v.mark === "СИП-2" ? `3х${v.section}+1х54,6` : `${v.cores}х${v.section}`;
    return {
      name: `Провод самонесущий изолированный ${v.mark} ${code}-0,6/1`,
      article: `${o.prefix}-${v.mark.replace("-", "")}-${code.replace(",", "")}`,
      price: (v.cores * v.section * 2.4 + 20) * (v.mark === "СИП-2" ? 1.3 : 1),
      features: { section: v.section, cores: v.mark === "СИП-2" ? 4 : v.cores, voltage: 1000, material: "Алюминий" },
      description: sentences("Самонесущий изолированный провод с алюминиевыми жилами для воздушных линий электропередачи.", "Изоляция из светостабилизированного сшитого полиэтилена."),
      minimumBatch: 50,
      quantityInBox: 1000,
      weightKg: v.cores * v.section * 0.0031 + 0.05,
    };
  },
});

export const powerCableLines: readonly TLine[] = [vvg, avvg, nym, kg, kvvg, sip];
