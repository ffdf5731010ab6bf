import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Светотехника";

type TPanelOption = TOptionBase & { title: string; mount: "Встраиваемый" | "Накладной"; art: (power: number, cct: number, ip: number, seq: number) => string };

const panelOptions: TPanelOption[] = [
  { brand: "IEK", series: "ДВО 6565-P", tier: 1, title: "ДВО 6565-P", mount: "Встраиваемый", art: (p, c, ip) => `LDVO0-6565-${p}-${c / 100}-IP${ip}` },
  { brand: "IEK", series: "ДПО 4001", tier: 1, title: "ДПО 4001", mount: "Накладной", art: (p, c, ip) => `LDPO0-4001-${p}-${c / 100}-IP${ip}-K01` },
  { brand: "Navigator", series: "NLP-S1", tier: 1.1, title: "NLP-S1", mount: "Встраиваемый", art: (_p, _c, _ip, seq) => `${94000 + seq}` },
  { brand: "Gauss", series: "Eco Panel", tier: 1.3, title: "Eco Panel", mount: "Встраиваемый", art: (_p, _c, _ip, seq) => `9135${pad(seq, 5)}` },
  { brand: "Feron", series: "AL2115", tier: 0.95, title: "AL2115", mount: "Накладной", art: (_p, _c, _ip, seq) => `2${pad(seq, 4)}` },
  { brand: "Световые Технологии", series: "OPL/R ECO LED", tier: 2, title: "OPL/R ECO LED 595", mount: "Встраиваемый", art: (_p, _c, _ip, seq) => `10280${pad(seq, 5)}` },
  { brand: "Jazzway", series: "PPL 595/U", tier: 0.9, title: "PPL 595/U", mount: "Встраиваемый", art: (_p, _c, _ip, seq) => `${5000000 + seq}` },
  { brand: "Varton", series: "V1-R0", tier: 1.8, title: "V1-R0", mount: "Накладной", art: (p, c, ip) => `V1-R0-${pad(p * 10, 5)}-10000-${c / 100}${ip}` },
  { brand: "Эра", series: "SPO-6", tier: 0.85, title: "SPO-6", mount: "Накладной", art: (_p, _c, _ip, seq) => `Б0045${pad(seq, 3)}` },
];

const panels = defineLine({
  key: "panels",
  path: [TOP, "Светильники", "Офисные светильники"],
  group: "led-luminaire",
  unit: "шт",
  weight: 3,
  axes: { power: [18, 24, 32, 36, 40, 45, 50], cct: [3000, 4000, 5000, 6500], ip: [20, 40, 54] },
  options: panelOptions,
  related: ["pvs", "terminals"],
  make: (v, o, { seq }) => ({
    name: `Светильник светодиодный ${o.title} ${v.power}Вт ${v.cct}К IP${v.ip}`,
    article: o.art(v.power, v.cct, v.ip, seq),
    price: (700 + v.power * 25) * (o.tier ?? 1) * (v.ip === 54 ? 1.3 : 1),
    features: { power: v.power, cct: v.cct, ip: v.ip, flux: v.power * ((o.tier ?? 1) > 1.5 ? 120 : 100), voltage: 230, mount: o.mount, color: "белый" },
    description: sentences(
      `${o.mount} светодиодный светильник мощностью ${v.power} Вт для офисов, школ и торговых помещений.`,
      `Цветовая температура ${v.cct} К, ${v.cct <= 3000 ? "тёплый" : v.cct <= 4500 ? "нейтральный" : "холодный"} белый свет.`,
      v.ip === 54 && "Пылевлагозащищённое исполнение для влажных помещений.",
    ),
    quantityInBox: 4,
    weightKg: 2.2 + v.power * 0.02,
  }),
});

type TFloodOption = TOptionBase & { title: string; art: (power: number, cct: number, color: string, seq: number) => string };

const colorCode = (c: string) => ({ чёрный: "K02", серый: "K03", белый: "K01" })[c] ?? "K00";

const floodOptions: TFloodOption[] = [
  { brand: "IEK", series: "СДО 06", tier: 1, title: "СДО 06", art: (p, c, col) => `LPDO601-${p}-${c / 100}-${colorCode(col)}` },
  { brand: "Navigator", series: "NFL-01", tier: 1.1, title: "NFL-01", art: (_p, _c, _col, seq) => `${71000 + seq}` },
  { brand: "Gauss", series: "Elementary", tier: 1.2, title: "Elementary", art: (_p, _c, _col, seq) => `6132${pad(seq, 5)}` },
  { brand: "Feron", series: "LL-918", tier: 0.95, title: "LL-918", art: (_p, _c, _col, seq) => `3${pad(seq, 4)}` },
  { brand: "Jazzway", series: "PFL-C3", tier: 0.9, title: "PFL-C3", art: (_p, _c, _col, seq) => `${5020000 + seq}` },
  { brand: "Эра", series: "LPR-061", tier: 0.85, title: "LPR-061", art: (_p, _c, _col, seq) => `Б0043${pad(seq, 3)}` },
];

const floodlights = defineLine({
  key: "floodlights",
  path: [TOP, "Светильники", "Прожекторы"],
  group: "floodlight",
  unit: "шт",
  weight: 2,
  axes: { power: [10, 20, 30, 50, 70, 100, 150, 200, 300], cct: [4000, 6500], color: ["чёрный", "серый", "белый"] },
  options: floodOptions,
  related: ["kg", "junction-boxes"],
  make: (v, o, { seq }) => ({
    name: `Прожектор светодиодный ${o.title}-${v.power} ${v.power}Вт ${v.cct}К IP65 ${v.color}`,
    article: o.art(v.power, v.cct, v.color, seq),
    price: (350 + v.power * 9) * (o.tier ?? 1),
    features: { power: v.power, cct: v.cct, ip: 65, flux: v.power * 90, voltage: 230, color: v.color, material: "Алюминий" },
    description: sentences(
      `Прожектор ${v.power} Вт в алюминиевом корпусе для освещения фасадов, складов и строительных площадок.`,
      "Степень защиты IP65, работа от −40 до +40 °C.",
    ),
    quantityInBox: v.power <= 50 ? 10 : 4,
    weightKg: 0.3 + v.power * 0.012,
  }),
});

type THousingOption = TOptionBase & { title: string; art: (seq: number) => string };

const housing = defineLine({
  key: "housing",
  path: [TOP, "Светильники", "Светильники ЖКХ"],
  group: "led-luminaire",
  unit: "шт",
  axes: { power: [8, 12, 15, 18, 24], shape: ["круг", "овал"], sensor: ["без датчика", "с датчиком движения", "с акустическим датчиком"], ip: [54, 65] },
  options: [
    { brand: "IEK", series: "ДПБ 1101", tier: 1, title: "ДПБ 1101", art: (seq) => `LDPB0-1101-${pad(seq, 3)}` },
    { brand: "Navigator", series: "NBL", tier: 1.1, title: "NBL-PR1", art: (seq) => `${61500 + seq}` },
    { brand: "Эра", series: "SPB-201", tier: 0.9, title: "SPB-201", art: (seq) => `Б0017${pad(seq, 3)}` },
    { brand: "Jazzway", series: "PBH-PC", tier: 0.9, title: "PBH-PC", art: (seq) => `${5010000 + seq}` },
    { brand: "TDM Electric", series: "ДПП", tier: 0.85, title: "ДПП 01", art: (seq) => `SQ0329-${pad(seq, 4)}` },
  ] satisfies THousingOption[],
  related: ["floodlights"],
  make: (v, o, { seq }) => ({
    name: `Светильник светодиодный ${o.title} ${v.power}Вт 4000К IP${v.ip} ${v.shape}${v.sensor === "без датчика" ? "" : ` ${v.sensor}`}`,
    article: o.art(seq),
    price: (280 + v.power * 14) * (o.tier ?? 1) * (v.sensor === "без датчика" ? 1 : 1.5),
    features: { power: v.power, cct: 4000, ip: v.ip, flux: v.power * 85, voltage: 230, mount: "Накладной", type: v.sensor, color: "белый" },
    description: sentences(
      "Антивандальный светильник для подъездов, лестничных клеток и подсобных помещений.",
      v.sensor !== "без датчика" && `Встроенный ${v.sensor === "с датчиком движения" ? "датчик движения" : "акустический датчик"} экономит электроэнергию.`,
    ),
    quantityInBox: 12,
    weightKg: 0.35 + v.power * 0.01,
  }),
});

type TLampOption = TOptionBase & { title: string; art: (shape: string, power: number, cct: number, cap: string, seq: number) => string };

// Form factor and cap go together; each has its own power range.
const lampShapes: Record<string, { cap: string; powers: readonly number[] }> = {
  "A60 E27": { cap: "E27", powers: [7, 9, 11, 13, 15] },
  "A65 E27": { cap: "E27", powers: [15, 18, 20, 25, 30] },
  "C37 E14": { cap: "E14", powers: [5, 6, 7, 8, 10] },
  "C37 E27": { cap: "E27", powers: [5, 6, 7, 8, 10] },
  "G45 E14": { cap: "E14", powers: [5, 6, 7, 8, 10] },
  "G45 E27": { cap: "E27", powers: [5, 6, 7, 8, 10] },
  "R50 E14": { cap: "E14", powers: [5, 6, 7, 8, 9] },
  "R63 E27": { cap: "E27", powers: [7, 8, 9, 11, 12] },
  "MR16 GU5.3": { cap: "GU5.3", powers: [4, 5, 6, 7, 8] },
  "PAR16 GU10": { cap: "GU10", powers: [4, 5, 6, 7, 8] },
  "T8 G13": { cap: "G13", powers: [9, 10, 18, 20, 24] },
};

const lampOptions: TLampOption[] = [
  { brand: "IEK", series: "LLE", tier: 1, title: "LLE", art: (s, p, c, cap) => `LLE-${s.split(" ")[0]}-${p}-230-${c / 100}-${cap}` },
  { brand: "Navigator", series: "NLL", tier: 1.1, title: "NLL", art: (_s, _p, _c, _cap, seq) => `${61000 + seq}` },
  { brand: "Gauss", series: "Elementary", tier: 1.3, title: "Elementary", art: (_s, _p, _c, _cap, seq) => `10${pad(seq, 4)}2` },
  { brand: "Gauss", series: "Basic", tier: 1.1, title: "Basic", art: (_s, _p, _c, _cap, seq) => `12${pad(seq, 4)}2` },
  { brand: "Varton", series: "Classic", tier: 1.2, title: "Classic", art: (_s, _p, _c, _cap, seq) => `V5-${pad(seq, 4)}` },
  { brand: "Feron", series: "LB", tier: 0.9, title: "LB", art: (_s, _p, _c, _cap, seq) => `${25000 + seq}` },
  { brand: "Jazzway", series: "PLED-LX", tier: 0.9, title: "PLED-LX", art: (_s, _p, _c, _cap, seq) => `${1030000 + seq}` },
  { brand: "Эра", series: "STD LED", tier: 0.85, title: "STD LED", art: (_s, _p, _c, _cap, seq) => `Б0${pad(30000 + seq, 6)}` },
  { brand: "Philips", series: "Essential", tier: 2.4, title: "Essential LEDbulb", art: (_s, _p, _c, _cap, seq) => `929002${pad(seq, 6)}` },
  { brand: "Osram", series: "LED Value", tier: 2.2, title: "LED Value", art: (_s, _p, _c, _cap, seq) => `4058075${pad(seq, 6)}` },
  { brand: "TDM Electric", series: "Народная", tier: 0.8, title: "Народная", art: (_s, _p, _c, _cap, seq) => `SQ0340-${pad(seq, 4)}` },
];

const lamps = defineLine({
  key: "lamps",
  path: [TOP, "Лампы", "Светодиодные лампы"],
  group: "led-lamp",
  unit: "шт",
  weight: 4,
  axes: { shape: Object.keys(lampShapes), p: [0, 1, 2, 3, 4], cct: [2700, 3000, 4000, 5000, 6500] },
  options: lampOptions,
  make: (v, o, { seq }) => {
    const shape = lampShapes[v.shape];
    const power = shape.powers[v.p];
    const form = v.shape.split(" ")[0];
    return {
      name: `Лампа светодиодная ${o.title} ${form} ${power}Вт ${v.cct}К ${shape.cap}`,
      article: o.art(v.shape, power, v.cct, shape.cap, seq),
      price: (60 + power * 7) * (o.tier ?? 1) * (form === "T8" ? 1.8 : 1),
      features: { power, cct: v.cct, cap: shape.cap, flux: power * 90, voltage: 230, type: form },
      description: sentences(
        `Светодиодная лампа ${power} Вт заменяет лампу накаливания около ${power * 8} Вт.`,
        `Цоколь ${shape.cap}, ${v.cct <= 3000 ? "тёплый" : v.cct <= 4500 ? "нейтральный" : "холодный"} свет ${v.cct} К.`,
      ),
      quantityInBox: 10,
      quantityInBlock: 100,
      weightKg: 0.04 + power * 0.004,
    };
  },
});

const industrialKinds = [
  { name: "уличный консольный", model: "ДКУ", mount: "Консольный", factor: 1.2 },
  { name: "промышленный подвесной", model: "ДСП High Bay", mount: "Подвесной", factor: 1.4 },
  { name: "линейный промышленный", model: "ДСП Line", mount: "Накладной", factor: 1 },
] as const;

const industrial = defineLine({
  key: "industrial",
  path: [TOP, "Светильники", "Промышленные и уличные светильники"],
  group: "led-luminaire",
  unit: "шт",
  weight: 1.5,
  axes: { kind: [0, 1, 2], power: [30, 50, 70, 100, 150, 200, 240], cct: [4000, 5000], ip: [65, 66] },
  options: [
    { brand: "IEK", tier: 1, code: "LDKU" },
    { brand: "Световые Технологии", tier: 2, code: "1334" },
    { brand: "Varton", tier: 1.8, code: "V1-I" },
    { brand: "Navigator", tier: 1.1, code: "NSF" },
    { brand: "Gauss", tier: 1.3, code: "6290" },
    { brand: "Feron", tier: 0.95, code: "SP" },
  ],
  related: ["kg", "sip", "junction-boxes"],
  make: (v, o, { seq }) => {
    const k = industrialKinds[v.kind];
    return {
      name: `Светильник светодиодный ${k.name} ${k.model}-${v.power} ${v.power}Вт ${v.cct}К IP${v.ip}`,
      article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq, 4)}` : `${o.code}-${v.kind}${pad(v.power, 3)}-${v.cct / 100}-${v.ip}`,
      price: (1500 + v.power * 38) * k.factor * (o.tier ?? 1) * (v.ip === 66 ? 1.1 : 1),
      features: { power: v.power, cct: v.cct, ip: v.ip, flux: v.power * 130, voltage: 230, mount: k.mount, material: "Алюминий" },
      description: sentences(
        `Светодиодный светильник (${k.name}) мощностью ${v.power} Вт со световым потоком около ${v.power * 130} лм.`,
        "Для цехов, складов, улиц и парковок; работа от −40 до +50 °C.",
      ),
      deliveryDays: v.power >= 150 ? 7 : undefined,
      weightKg: 1.5 + v.power * 0.03,
    };
  },
});

const strips = defineLine({
  key: "strips",
  path: [TOP, "Светодиодные ленты", "Ленты светодиодные"],
  group: "led-strip",
  unit: "м",
  weight: 1.5,
  axes: { power: [4.8, 9.6, 14.4, 19.2], leds: [60, 120, 240], color: ["2700К", "4000К", "6500К", "RGB"], ip: [20, 65], volt: [12, 24] },
  options: [
    { brand: "Navigator", tier: 1, code: "NLS" },
    { brand: "Feron", tier: 0.9, code: "LS" },
    { brand: "Gauss", tier: 1.2, code: "3120" },
    { brand: "Jazzway", tier: 0.9, code: "PLS" },
    { brand: "Эра", tier: 0.85, code: "LSE" },
    { brand: "Rexant", tier: 0.8, code: "141-" },
  ],
  valid: (v) => (v.leds === 60 ? v.power <= 9.6 : v.leds === 120 ? v.power >= 9.6 && v.power <= 14.4 : v.power >= 14.4) && (v.color !== "RGB" || v.leds === 60),
  make: (v, o, { seq }) => {
    const cct = v.color === "RGB" ? null : Number.parseInt(v.color, 10);
    return {
      name: `Лента светодиодная ${o.brand === "Эра" ? "LS5050" : "SMD2835"} ${v.leds} LED/м ${dec(v.power)}Вт/м ${v.volt}В ${v.color} IP${v.ip} (катушка 5 м)`,
      article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq, 4)}` : o.code === "141-" ? `141-${pad(seq, 3)}` : `${o.code}-${v.leds}-${dec(v.power)}-${v.volt}-${v.color.replace("К", "")}-${v.ip}`,
      price: (60 + v.power * 14) * (o.tier ?? 1) * (v.ip === 65 ? 1.3 : 1) * (v.color === "RGB" ? 1.5 : 1),
      features: { power: v.power, ...(cct ? { cct } : {}), ip: v.ip, voltage: v.volt, length: 5, color: v.color },
      description: sentences(
        `Гибкая светодиодная лента ${v.leds} светодиодов на метр, ${dec(v.power)} Вт/м, питание ${v.volt} В.`,
        "Продаётся катушками по 5 м; блок питания приобретается отдельно.",
      ),
      minimumBatch: 5,
      multiplicity: 5,
      quantityInBox: 5,
      weightKg: 0.03,
    };
  },
});

const emergencyKinds = ["Светильник аварийный постоянного действия", "Светильник аварийный непостоянного действия", "Указатель «ВЫХОД»", "Указатель «Направление к эвакуационному выходу»"] as const;

const emergency = defineLine({
  key: "emergency",
  path: [TOP, "Светильники", "Аварийные светильники"],
  group: "emergency-light",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3], hours: [1, 3], ip: [20, 65], side: ["односторонний", "двусторонний"] },
  options: [
    { brand: "IEK", tier: 1, code: "LDPO" },
    { brand: "Navigator", tier: 1.1, code: "NEF" },
    { brand: "Feron", tier: 0.9, code: "EL" },
    { brand: "Эра", tier: 0.85, code: "DBA" },
  ],
  valid: (v) => v.kind >= 2 || v.side === "односторонний",
  make: (v, o, { seq }) => ({
    name: `${emergencyKinds[v.kind]} LED ${v.hours} ч IP${v.ip}${v.kind >= 2 ? ` ${v.side}` : ""}`,
    article: `${o.code}-${v.kind}${v.hours}${v.ip}${v.side === "двусторонний" ? "D" : ""}-${pad(seq, 3)}`,
    price: (900 + v.hours * 300) * (o.tier ?? 1) * (v.ip === 65 ? 1.4 : 1),
    features: { power: 3, ip: v.ip, voltage: 230, type: emergencyKinds[v.kind] },
    description: sentences(`${emergencyKinds[v.kind]} со встроенным аккумулятором на ${v.hours} ч автономной работы.`, "Соответствует требованиям к системам эвакуационного освещения."),
    quantityInBox: 10,
    weightKg: 0.4,
  }),
});

export const lightingLines: readonly TLine[] = [panels, floodlights, housing, industrial, emergency, lamps, strips];
