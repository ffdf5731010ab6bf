import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Инструмент";
const HAND = "Ручной инструмент";

const handOptions = [
  { brand: "KNIPEX", tier: 3.5, code: "KN" },
  { brand: "КВТ", tier: 1.2, code: "КВТ" },
  { brand: "Rexant", tier: 0.8, code: "12-" },
  { brand: "ЗУБР", tier: 0.9, code: "2" },
] as const;

/** Insulated (VDE) and plain versions of a tool share everything else. */
const withVde = <T>(axis: string, body: (vde: boolean) => T): T => body(axis === "VDE");

const screwdrivers = defineLine({
  key: "screwdrivers",
  path: [TOP, HAND, "Отвёртки"],
  group: "screwdriver",
  unit: "шт",
  axes: { tip: ["SL3", "SL4", "SL5,5", "SL6,5", "PH0", "PH1", "PH2", "PH3", "PZ1", "PZ2"], length: [75, 100, 125, 150], vde: ["VDE", "обычный"] },
  options: handOptions,
  make: (v, o, { seq }) => withVde(v.vde, (vde) => ({
    name: `Отвёртка${vde ? " диэлектрическая" : ""} ${v.tip}х${v.length} мм${vde ? " VDE 1000В" : ""}`,
    article: o.code === "12-" ? `12-${pad(4000 + seq, 4)}` : o.code === "2" ? `2524${pad(seq, 3)}-${v.length}` : `${o.code}-${v.tip.replace(",", "")}-${v.length}${vde ? "-VDE" : ""}`,
    price: (150 + v.length) * (vde ? 2 : 1) * (o.tier ?? 1),
    features: { length: v.length / 1000, type: v.tip, material: "Хром-ванадиевая сталь", ...(vde ? { voltage: 1000 } : {}) },
    description: sentences(`Отвёртка со шлицем ${v.tip} и стержнем ${v.length} мм.`, vde && "Изолированная, для работ под напряжением до 1000 В."),
    quantityInBox: 12,
    weightKg: 0.05 + v.length * 0.0004,
  })),
});

const knipexKind: Record<string, string> = { "Пассатижи комбинированные": "03", Бокорезы: "70", Длинногубцы: "26", "Клещи переставные": "87", Кабелерез: "95" };

const pliers = defineLine({
  key: "pliers",
  path: [TOP, HAND, "Шарнирно-губцевый инструмент"],
  group: "pliers",
  unit: "шт",
  axes: { kind: ["Пассатижи комбинированные", "Бокорезы", "Длинногубцы", "Клещи переставные", "Кабелерез"], length: [140, 160, 180, 200, 250], vde: ["VDE", "обычный"] },
  options: handOptions,
  make: (v, o, { seq }) => withVde(v.vde, (vde) => ({
    name: `${v.kind} ${v.length} мм${vde ? " VDE 1000В" : ""}`,
    article: o.code === "KN" ? `${knipexKind[v.kind]} ${vde ? "06" : "01"} ${v.length}` : o.code === "12-" ? `12-${pad(4600 + seq, 4)}` : `${o.code}-${pad(seq, 3)}-${v.length}`,
    price: (350 + v.length * 2) * (vde ? 1.8 : 1) * (o.tier ?? 1) * (v.kind === "Кабелерез" ? 1.6 : 1),
    features: { length: v.length / 1000, material: "Инструментальная сталь", ...(vde ? { voltage: 1000 } : {}) },
    description: sentences(`${v.kind} длиной ${v.length} мм с двухкомпонентными рукоятками.`, vde && "Изоляция до 1000 В по МЭК 60900."),
    quantityInBox: 6,
    weightKg: 0.12 + v.length * 0.0008,
  })),
});

const crimpKinds = [
  "Стриппер для снятия изоляции 0,2–6 мм²",
  "Стриппер автоматический 0,2–6 мм²",
  "Пресс-клещи для НШВИ 0,25–6 мм²",
  "Пресс-клещи ПКГ-25",
  "Пресс-клещи ПКГ-50",
  "Клещи для обжима RJ45",
  "Нож для снятия изоляции",
  "Кабельные ножницы до 240 мм²",
] as const;

const crimping = defineLine({
  key: "crimping",
  path: [TOP, HAND, "Инструмент для зачистки и опрессовки"],
  group: "crimping-tool",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3, 4, 5, 6, 7], pack: ["в блистере", "в кейсе"] },
  options: [...handOptions, { brand: "IEK", tier: 1, code: "TKL" }],
  related: ["lugs", "ferrules"],
  make: (v, o, { seq }) => ({
    name: `${crimpKinds[v.kind]} ${o.brand} ${v.pack}`,
    article: o.code === "12-" ? `12-${pad(4800 + seq, 4)}` : `${o.code}-CR${pad(v.kind, 2)}${v.pack === "в кейсе" ? "K" : ""}`,
    price: (900 + v.kind * 350) * (o.tier ?? 1) * (v.pack === "в кейсе" ? 1.3 : 1),
    features: { type: crimpKinds[v.kind].split(" ")[0] },
    description: `${crimpKinds[v.kind]} для электромонтажных работ.`,
    weightKg: 0.3 + v.kind * 0.1,
  }),
});

type TDrillOption = TOptionBase & { model: (volt: number, brushless: boolean) => string };

export const drills = defineLine({
  key: "drills",
  path: [TOP, "Электроинструмент", "Дрели-шуруповёрты"],
  group: "cordless-drill",
  unit: "шт",
  axes: { volt: [12, 14.4, 18], battery: ["без АКБ и ЗУ", "1 АКБ 2,0 Ач", "2 АКБ 2,0 Ач", "2 АКБ 4,0 Ач"], motor: ["щёточный", "бесщёточный"] },
  options: [
    { brand: "Makita", tier: 1.6, model: (volt, bl) => `${bl ? "DDF" : "DF"}${volt === 18 ? "485" : volt === 14.4 ? "347" : "333"}` },
    { brand: "Bosch", tier: 1.7, model: (volt, bl) => `GSR ${volt === 14.4 ? "14,4" : volt}V-${bl ? "55" : "21"}` },
    { brand: "ЗУБР", tier: 0.8, model: (volt, bl) => `ДША-${volt === 14.4 ? "14" : volt}${bl ? "-БЛ" : ""}` },
  ] satisfies TDrillOption[],
  make: (v, o) => {
    const bl = v.motor === "бесщёточный";
    const model = o.model(v.volt, bl);
    return {
      name: `Дрель-шуруповёрт аккумуляторная ${o.brand} ${model} ${dec(v.volt)}В ${v.battery}`,
      article: `${model.replace(/[\s,]/g, "")}-${["Z", "1B", "2B", "2BL"][["без АКБ и ЗУ", "1 АКБ 2,0 Ач", "2 АКБ 2,0 Ач", "2 АКБ 4,0 Ач"].indexOf(v.battery)]}`,
      price: (3500 + v.volt * 200 + (bl ? 2500 : 0) + { "без АКБ и ЗУ": 0, "1 АКБ 2,0 Ач": 2500, "2 АКБ 2,0 Ач": 4500, "2 АКБ 4,0 Ач": 8000 }[v.battery]) * (o.tier ?? 1),
      features: { voltage: v.volt, type: v.motor },
      description: sentences(`Аккумуляторная дрель-шуруповёрт ${dec(v.volt)} В с ${v.motor} двигателем.`, `Комплектация: ${v.battery}.`),
      weightKg: 1.1 + v.volt * 0.03,
    };
  },
});

export const hammers = defineLine({
  key: "hammers",
  path: [TOP, "Электроинструмент", "Перфораторы"],
  group: "rotary-hammer",
  unit: "шт",
  axes: { power: [600, 800, 900, 1000, 1200, 1500], chuck: ["SDS-plus", "SDS-max"], pack: ["в кейсе", "в коробке"] },
  options: [
    { brand: "Makita", tier: 1.6, code: "HR" },
    { brand: "Bosch", tier: 1.7, code: "GBH" },
    { brand: "ЗУБР", tier: 0.8, code: "П" },
  ],
  valid: (v) => v.chuck === "SDS-plus" || v.power >= 1000,
  make: (v, o) => {
    const energy = Math.round((v.power / 300) * 10) / 10;
    return {
      name: `Перфоратор ${v.chuck} ${o.brand} ${o.code}${Math.round(v.power / 40)} ${v.power} Вт ${dec(energy)} Дж ${v.pack}`,
      article: `${o.code}${Math.round(v.power / 40)}${v.chuck === "SDS-max" ? "M" : ""}-${v.pack === "в кейсе" ? "K" : "B"}`,
      price: (4000 + v.power * 9) * (o.tier ?? 1) * (v.chuck === "SDS-max" ? 1.6 : 1),
      features: { power: v.power, type: v.chuck },
      description: sentences(`Перфоратор ${v.power} Вт с патроном ${v.chuck} и энергией удара ${dec(energy)} Дж.`, "Три режима: сверление, сверление с ударом, долбление."),
      weightKg: 2 + v.power / 400,
    };
  },
});

const measureKinds = ["Мультиметр цифровой", "Клещи токоизмерительные", "Мегаомметр", "Тестер розеток", "Измеритель сопротивления заземления"] as const;

const meters = defineLine({
  key: "meters",
  path: [TOP, "Измерительные приборы", "Мультиметры и клещи"],
  group: "multimeter",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3, 4], model: [1, 2, 3] },
  options: [
    { brand: "Mastech", tier: 1, code: "MS" },
    { brand: "Fluke", tier: 6, code: "F" },
    { brand: "IEK", tier: 0.9, code: "TMD" },
    { brand: "Rexant", tier: 0.7, code: "13-" },
    { brand: "КВТ", tier: 1.2, code: "ИК" },
  ],
  make: (v, o, { seq }) => {
    const model = o.code === "13-" ? `RX-${pad(300 + seq, 3)}` : `${o.code}${v.kind * 100 + v.model * 10 + 5}`;
    return {
      name: `${measureKinds[v.kind]} ${o.brand} ${model}`,
      article: o.code === "13-" ? `13-${pad(3000 + seq, 4)}` : model,
      price: (900 + v.kind * 2500 + v.model * 600) * (o.tier ?? 1),
      features: { type: measureKinds[v.kind], voltage: v.kind === 2 ? 2500 : 600 },
      description: sentences(`${measureKinds[v.kind]} для электромонтажных и пусконаладочных работ.`, "Поставляется с щупами и инструкцией."),
      weightKg: 0.3 + v.kind * 0.2,
    };
  },
});

const testers = defineLine({
  key: "testers",
  path: [TOP, "Измерительные приборы", "Указатели напряжения"],
  group: "voltage-tester",
  unit: "шт",
  axes: { kind: ["Указатель напряжения двухполюсный", "Индикаторная отвёртка", "Бесконтактный детектор напряжения", "Указатель высокого напряжения"], range: ["12–400 В", "12–1000 В", "6–10 кВ"] },
  options: [
    { brand: "IEK", code: "TIN" },
    { brand: "КВТ", code: "УНН" },
    { brand: "Rexant", code: "13-" },
    { brand: "Mastech", code: "MS" },
  ],
  valid: (v) => (v.kind === "Указатель высокого напряжения") === (v.range === "6–10 кВ"),
  make: (v, o, { seq }) => ({
    name: `${v.kind} ${v.range} ${o.brand}`,
    article: o.code === "13-" ? `13-${pad(3500 + seq, 4)}` : `${o.code}-${pad(seq, 2)}`,
    price: v.range === "6–10 кВ" ? 4800 : 250 + seq * 40,
    features: { type: v.kind, voltage: v.range === "6–10 кВ" ? 10000 : v.range === "12–1000 В" ? 1000 : 400 },
    description: `${v.kind} для проверки наличия напряжения в диапазоне ${v.range}.`,
    weightKg: 0.15,
  }),
});

const bitKinds = [
  { name: "Бур SDS-plus", code: "SDS", factor: 1.4 },
  { name: "Сверло по бетону", code: "BT", factor: 1 },
  { name: "Сверло по металлу HSS", code: "HSS", factor: 1.1 },
  { name: "Коронка по бетону SDS-plus", code: "KR", factor: 6 },
] as const;

export const bits = defineLine({
  key: "bits",
  path: [TOP, "Оснастка", "Буры и свёрла"],
  group: "drill-bit",
  unit: "шт",
  weight: 1.5,
  axes: { kind: [0, 1, 2, 3], d: [5, 6, 8, 10, 12, 14, 16, 18, 20, 68], length: [110, 160, 210, 260, 310, 460] },
  options: [
    { brand: "Bosch", tier: 1.6, code: "2608" },
    { brand: "Makita", tier: 1.5, code: "D-" },
    { brand: "ЗУБР", tier: 0.8, code: "29" },
  ],
  // Crowns are wide and short; metal drills are short; long bits exist only for hammer drills.
  valid: (v) =>
    (v.kind === 3) === (v.d === 68) && (v.kind !== 2 || v.length <= 160) && (v.kind !== 3 || v.length <= 110) && (v.kind === 0 || v.length <= 260),
  make: (v, o, { seq }) => {
    const k = bitKinds[v.kind];
    return {
      name: `${k.name} ${v.d}х${v.length} мм`,
      article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq, 4)}` : `${o.code}${pad(seq + 10000, 5)}`,
      price: (40 + v.d * v.length * 0.12) * k.factor * (o.tier ?? 1),
      features: { diameter: v.d, length: v.length / 1000, type: k.name, material: "Твёрдый сплав" },
      description: sentences(`${k.name} диаметром ${v.d} мм, общая длина ${v.length} мм.`),
      quantityInBox: 10,
      weightKg: 0.02 + v.d * v.length * 0.00002,
    };
  },
});

export const toolLines: readonly TLine[] = [screwdrivers, pliers, crimping, drills, hammers, bits, meters, testers];
