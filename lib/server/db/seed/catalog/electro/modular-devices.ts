import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Низковольтное оборудование";
const MODULAR = "Модульное оборудование";

type TBreaker = { poles: number; current: number; curve: string };
type TBreakerOption = TOptionBase & { title: (p: number) => string; ka: number; art: (v: TBreaker, seq: number) => string };

// Fractional currents print as "0R5", "1R6" (as makers do), whole ones zero-padded.
const amp = (i: number) => (Number.isInteger(i) ? pad(i, 2) : String(i).replace(".", "R"));

const curveDigit = (c: string, digits: Record<string, string>) => digits[c] ?? "0";

const breakerOptions: TBreakerOption[] = [
  { brand: "IEK", series: "ВА47-29", ka: 4.5, tier: 1, title: () => "ВА47-29", art: (v) => `MVA20-${v.poles}-${amp(v.current)}-${v.curve}` },
  { brand: "IEK", series: "ВА47-60", ka: 6, tier: 1.3, title: () => "ВА47-60", art: (v) => `MVA41-${v.poles}-${amp(v.current)}-${v.curve}` },
  { brand: "IEK", series: "Armat", ka: 6, tier: 2.4, title: () => "ARMAT M06N", art: (v) => `AR-M06N-${v.poles}-${v.curve}${amp(v.current)}` },
  { brand: "EKF", series: "PROxima", ka: 4.5, tier: 0.95, title: () => "ВА 47-63 PROxima", art: (v) => `mcb4763-${v.poles}-${v.current}${v.curve}-pro` },
  { brand: "EKF", series: "AVERES", ka: 6, tier: 1.6, title: () => "AV-6 AVERES", art: (v) => `mcb6-${v.poles}-${amp(v.current)}${v.curve}-av` },
  {
    brand: "Schneider Electric",
    series: "Easy9",
    ka: 4.5,
    tier: 2.2,
    title: () => "Easy9",
    art: (v) => `EZ9F${curveDigit(v.curve, { B: "14", C: "34", D: "54" })}${v.poles}${amp(v.current)}`,
  },
  {
    brand: "Schneider Electric",
    series: "Acti9",
    ka: 6,
    tier: 5.5,
    title: () => "Acti9 iC60N",
    art: (v) => `A9F${curveDigit(v.curve, { B: "78", C: "79", D: "75" })}${v.poles}${amp(v.current)}`,
  },
  {
    brand: "ABB",
    series: "S200",
    ka: 6,
    tier: 5,
    title: (p) => `S20${p}`,
    art: (v) => `2CDS25${v.poles}001R0${amp(v.current)}${curveDigit(v.curve, { B: "5", C: "4", D: "1" })}`,
  },
  { brand: "Hager", series: "MBN", ka: 6, tier: 4.5, title: () => "MBN", art: (v) => `M${v.curve}N${v.poles}${amp(v.current)}` },
  { brand: "Legrand", series: "RX3", ka: 4.5, tier: 2.1, title: () => "RX3", art: (_v, seq) => `4${pad(19000 + seq, 5)}` },
  { brand: "КЭАЗ", series: "OptiDin BM63", ka: 6, tier: 2, title: () => "OptiDin BM63", art: (v) => `BM63-${v.poles}${v.curve}${v.current}-УХЛ3` },
  { brand: "Chint", series: "NXB-63", ka: 6, tier: 1.2, title: () => "NXB-63", art: (v) => `NXB-63-${v.poles}P-${v.curve}${v.current}` },
  { brand: "TDM Electric", series: "ВА47-29", ka: 4.5, tier: 0.9, title: () => "ВА47-29", art: (_v, seq) => `SQ0206-${pad(seq, 4)}` },
  {
    brand: "Systeme Electric",
    series: "City9 Set",
    ka: 4.5,
    tier: 1.8,
    title: () => "City9 Set",
    art: (v) => `C9F${curveDigit(v.curve, { B: "14", C: "34", D: "54" })}${v.poles}${amp(v.current)}`,
  },
  {
    brand: "Siemens",
    series: "5SL6",
    ka: 6,
    tier: 5,
    title: () => "5SL6",
    art: (v) => `5SL6${v.poles}${amp(v.current)}-${curveDigit(v.curve, { B: "6", C: "7", D: "8" })}`,
  },
];

const breakers = defineLine({
  key: "breakers",
  path: [TOP, MODULAR, "Автоматические выключатели"],
  group: "circuit-breaker",
  unit: "шт",
  weight: 6,
  axes: { poles: [1, 2, 3, 4], current: [0.5, 1, 1.6, 2, 2.5, 3, 4, 5, 6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 63], curve: ["B", "C", "D"] },
  options: breakerOptions,
  related: ["plastic-boxes", "metal-enclosures", "terminals", "rcd"],
  make: (v, o, { seq }) => {
    const currentFactor = v.current <= 3 ? 1.3 : v.current >= 40 ? 1.6 : 1;
    const poleFactor = [0, 1, 2.2, 3.4, 4.7][v.poles];
    const curveFactor = v.curve === "D" ? 1.35 : v.curve === "B" ? 1.05 : 1;
    return {
      name: `Автоматический выключатель ${o.title(v.poles)} ${v.poles}P ${dec(v.current)}А х-ка ${v.curve} ${dec(o.ka)}кА`,
      article: o.art(v, seq),
      price: 160 * (o.tier ?? 1) * currentFactor * poleFactor * curveFactor,
      features: {
        current: v.current,
        poles: v.poles,
        curve: v.curve,
        breaking: o.ka,
        voltage: v.poles === 1 ? 230 : 400,
        modules: v.poles,
        mount: "DIN-рейка",
      },
      description: sentences(
        `Модульный автоматический выключатель ${v.poles}P на ${dec(v.current)} А с характеристикой срабатывания ${v.curve}.`,
        "Защищает линии от перегрузки и короткого замыкания.",
        `Отключающая способность ${dec(o.ka)} кА, монтаж на DIN-рейку.`,
      ),
      quantityInBox: v.poles === 1 ? 12 : v.poles === 2 ? 6 : 4,
      quantityInBlock: v.poles === 1 ? 120 : 60,
      weightKg: 0.11 * v.poles,
    };
  },
});

type TRcd = { poles: number; current: number; leakage: number; kind: string };
type TRcdOption = TOptionBase & { title: string; art: (v: TRcd, seq: number) => string };

const rcdOptions: TRcdOption[] = [
  { brand: "IEK", series: "ВД1-63", tier: 1, title: "ВД1-63", art: (v) => `MDV1${v.kind === "A" ? 1 : 0}-${v.poles}-${pad(v.current, 3)}-${pad(v.leakage, 3)}` },
  { brand: "EKF", series: "PROxima", tier: 0.9, title: "ВД-100 PROxima", art: (v) => `elcb-${v.poles}-${v.current}-${v.leakage}-em-${v.kind.toLowerCase()}-pro` },
  {
    brand: "Schneider Electric",
    series: "Easy9",
    tier: 2.5,
    title: "Easy9",
    art: (v) => `EZ9R${{ 10: "1", 30: "3", 100: "5", 300: "7" }[v.leakage] ?? "3"}${v.kind === "A" ? "6" : "4"}${v.poles}${pad(v.current, 2)}`,
  },
  { brand: "ABB", series: "F200", tier: 5, title: "F200", art: (v) => `2CSF20${v.poles}-${v.kind}-${v.current}-${v.leakage}` },
  { brand: "Legrand", series: "RX3", tier: 3, title: "RX3", art: (_v, seq) => `402${pad(seq, 3)}` },
  { brand: "КЭАЗ", series: "OptiDin VD63", tier: 1.8, title: "OptiDin VD63", art: (v) => `VD63-${v.poles}${v.kind}${v.current}-${v.leakage}-УХЛ4` },
  { brand: "Chint", series: "NL1-63", tier: 1.2, title: "NL1-63", art: (v) => `NL1-63-${v.poles}P-${v.current}A-${v.leakage}mA-${v.kind}` },
  { brand: "TDM Electric", series: "ВД1-63", tier: 0.85, title: "ВД1-63", art: (_v, seq) => `SQ0203-${pad(seq, 4)}` },
];

const rcd = defineLine({
  key: "rcd",
  path: [TOP, MODULAR, "Устройства защитного отключения (УЗО)"],
  group: "rcd",
  unit: "шт",
  weight: 2.5,
  axes: { poles: [2, 4], current: [16, 25, 32, 40, 63, 80, 100], leakage: [10, 30, 100, 300], kind: ["AC", "A"] },
  options: rcdOptions,
  related: ["breakers", "plastic-boxes"],
  valid: (v) => v.leakage !== 10 || (v.poles === 2 && v.current <= 40),
  make: (v, o, { seq }) => ({
    name: `Выключатель дифференциального тока (УЗО) ${o.title} ${v.poles}P ${v.current}А ${v.leakage}мА тип ${v.kind}`,
    article: o.art(v, seq),
    price: 900 * (o.tier ?? 1) * (v.current / 40) ** 0.4 * (v.poles === 4 ? 1.6 : 1) * (v.kind === "A" ? 1.3 : 1) * (v.leakage === 10 ? 1.2 : v.leakage >= 100 ? 1.1 : 1),
    features: { current: v.current, poles: v.poles, leakage: v.leakage, type: `тип ${v.kind}`, voltage: v.poles === 2 ? 230 : 400, modules: v.poles, mount: "DIN-рейка" },
    description: sentences(
      `УЗО ${v.poles}P на ${v.current} А с током утечки ${v.leakage} мА, тип ${v.kind}.`,
      v.leakage <= 30 ? "Защищает людей от поражения электрическим током при косвенном прикосновении." : "Противопожарная защита от токов утечки на землю.",
    ),
    quantityInBox: v.poles === 2 ? 6 : 3,
    weightKg: v.poles === 2 ? 0.2 : 0.35,
  }),
});

type TRcbo = { current: number; curve: string; leakage: number; kind: string };
type TRcboOption = TOptionBase & { title: string; art: (v: TRcbo, seq: number) => string };

const leakCode = (l: number) => ({ 10: "1", 30: "3", 100: "5" })[l] ?? "3";

const rcboOptions: TRcboOption[] = [
  { brand: "IEK", series: "АВДТ32", tier: 1, title: "АВДТ32", art: (v) => `MAD${v.kind === "A" ? 3 : 2}2-5-${pad(v.current, 3)}-${v.curve}-${pad(v.leakage, 3)}` },
  { brand: "EKF", series: "PROxima", tier: 0.9, title: "АД-32 PROxima", art: (v) => `DA32-${v.current}-${v.curve}-${v.leakage}-${v.kind.toLowerCase()}-pro` },
  { brand: "Schneider Electric", series: "Easy9", tier: 2.4, title: "Easy9", art: (v) => `EZ9D${leakCode(v.leakage)}${v.kind === "A" ? "6" : "4"}6${pad(v.current, 2)}${v.curve}` },
  { brand: "ABB", series: "DS201", tier: 4.8, title: "DS201", art: (v) => `2CSR25${v.kind === "A" ? "5" : "4"}040R${leakCode(v.leakage)}${pad(v.current, 3)}${v.curve}` },
  { brand: "КЭАЗ", series: "OptiDin D63", tier: 1.7, title: "OptiDin D63", art: (v) => `D63-2${v.curve}${v.current}-${v.kind}-${v.leakage}-УХЛ4` },
  { brand: "TDM Electric", series: "АВДТ 32", tier: 0.85, title: "АВДТ 32", art: (_v, seq) => `SQ0202-${pad(seq, 4)}` },
  { brand: "Systeme Electric", series: "City9 Set", tier: 1.7, title: "City9 Set", art: (v) => `C9D${v.kind === "A" ? "6" : "4"}${leakCode(v.leakage)}${v.curve}${pad(v.current, 2)}` },
];

const rcbo = defineLine({
  key: "rcbo",
  path: [TOP, MODULAR, "Дифференциальные автоматы"],
  group: "rcbo",
  unit: "шт",
  weight: 2,
  axes: { current: [6, 10, 16, 20, 25, 32, 40, 50, 63], curve: ["B", "C"], leakage: [10, 30, 100], kind: ["AC", "A"] },
  options: rcboOptions,
  related: ["plastic-boxes", "terminals"],
  valid: (v) => v.leakage !== 10 || v.current <= 25,
  make: (v, o, { seq }) => ({
    name: `Автоматический выключатель дифференциального тока ${o.title} 1P+N ${v.curve}${v.current} ${v.leakage}мА тип ${v.kind}`,
    article: o.art(v, seq),
    price: 1500 * (o.tier ?? 1) * (v.current >= 40 ? 1.4 : 1) * (v.kind === "A" ? 1.25 : 1),
    features: { current: v.current, poles: 2, curve: v.curve, leakage: v.leakage, type: `тип ${v.kind}`, breaking: 4.5, voltage: 230, mount: "DIN-рейка" },
    description: sentences(
      `Дифференциальный автомат 1P+N на ${v.current} А: защита от перегрузки, короткого замыкания и токов утечки ${v.leakage} мА.`,
      "Занимает два модуля на DIN-рейке.",
    ),
    quantityInBox: 6,
    weightKg: 0.23,
  }),
});

const relayKinds = [
  { name: "Реле напряжения", code: "RN", price: 1900 },
  { name: "Реле времени", code: "RV", price: 1500 },
  { name: "Реле импульсное", code: "RI", price: 1100 },
  { name: "Таймер электронный недельный", code: "TE", price: 2300 },
  { name: "Реле контроля фаз", code: "RKF", price: 2600 },
  { name: "Реле промежуточное", code: "RP", price: 600 },
] as const;

const relays = defineLine({
  key: "relays",
  path: [TOP, MODULAR, "Реле и таймеры"],
  group: "relay",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3, 4, 5], current: [16, 25, 32, 40, 50, 63] },
  options: [
    { brand: "IEK", tier: 1, code: "IEK" },
    { brand: "EKF", tier: 0.9, code: "ekf" },
    { brand: "Schneider Electric", tier: 2.8, code: "SE" },
    { brand: "ABB", tier: 3, code: "ABB" },
    { brand: "Chint", tier: 1.2, code: "CHNT" },
  ],
  related: ["breakers", "plastic-boxes"],
  make: (v, o, { seq }) => {
    const k = relayKinds[v.kind];
    return {
      name: `${k.name} ${v.current}А ${o.brand === "EKF" ? "PROxima" : o.brand} на DIN-рейку`,
      article: `${o.code}-${k.code}${v.current}-${pad(seq, 3)}`,
      price: k.price * (o.tier ?? 1) * (1 + v.current / 200),
      features: { current: v.current, voltage: v.kind === 4 ? 400 : 230, mount: "DIN-рейка", type: k.name },
      description: sentences(`${k.name} с коммутируемым током до ${v.current} А.`, "Монтаж на DIN-рейку, ширина 1–2 модуля."),
      quantityInBox: 10,
      weightKg: 0.12,
    };
  },
});

export const modularDeviceLines: readonly TLine[] = [breakers, rcd, rcbo, relays];
