import "server-only";
import { pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Низковольтное оборудование";

type TContactor = { current: number; coil: number; aux: string };
type TContactorOption = TOptionBase & { title: (v: TContactor) => string; art: (v: TContactor, seq: number) => string };

const kmiFrame = (i: number) => (i <= 18 ? 1 : i <= 32 ? 2 : i <= 50 ? 3 : 4);
const auxCode = (aux: string) => (aux === "1НО" ? "10" : "01");

const contactorOptions: TContactorOption[] = [
  { brand: "IEK", series: "КМИ", tier: 1, title: (v) => `КМИ-${kmiFrame(v.current)}${pad(v.current, 2)}${auxCode(v.aux)}`, art: (v) => `KKM${kmiFrame(v.current)}${v.aux === "1НО" ? 1 : 0}-${pad(v.current, 3)}-${v.coil}-${auxCode(v.aux)}` },
  { brand: "EKF", series: "PROxima", tier: 0.9, title: () => "КМЭ PROxima", art: (v) => `ctr-s-${v.current}-${v.coil}-${v.aux === "1НО" ? "no" : "nc"}` },
  {
    brand: "Schneider Electric",
    series: "TeSys D",
    tier: 3.2,
    title: (v) => `TeSys LC1D${pad(v.current, 2)}`,
    art: (v) => `LC1D${pad(v.current, 2)}${({ 12: "J7", 24: "B7", 48: "E7", 110: "F7", 230: "P7", 400: "V7" } as Record<number, string>)[v.coil]}${v.aux === "1НЗ" ? "-NC" : ""}`,
  },
  {
    brand: "ABB",
    series: "AF",
    tier: 3.5,
    title: (v) => `AF${pad(v.current, 2)}-30-${auxCode(v.aux)}`,
    art: (v) => `AF${pad(v.current, 2)}-30-${auxCode(v.aux)}-${({ 12: "09", 24: "11", 48: "10", 110: "12", 230: "13", 400: "14" } as Record<number, string>)[v.coil]}`,
  },
  { brand: "Chint", series: "NXC", tier: 1.3, title: (v) => `NXC-${pad(v.current, 2)}`, art: (v) => `NXC-${pad(v.current, 2)}-${v.coil}-${v.aux === "1НО" ? "1NO" : "1NC"}` },
  { brand: "TDM Electric", series: "КМН", tier: 0.85, title: (v) => `КМН-${kmiFrame(v.current)}${pad(v.current, 2)}${auxCode(v.aux)}`, art: (_v, seq) => `SQ0708-${pad(seq, 4)}` },
];

const contactors = defineLine({
  key: "contactors",
  path: [TOP, "Контакторы и пускатели", "Контакторы"],
  group: "contactor",
  unit: "шт",
  weight: 1.5,
  axes: { current: [9, 12, 18, 25, 32, 40, 50, 65, 80, 95], coil: [12, 24, 48, 110, 230, 400], aux: ["1НО", "1НЗ"] },
  options: contactorOptions,
  related: ["metal-enclosures"],
  make: (v, o, { seq }) => ({
    name: `Контактор ${o.title(v)} ${v.current}А ${v.coil}В/АС3 ${v.aux}`,
    article: o.art(v, seq),
    price: 900 * (o.tier ?? 1) * (v.current / 9) ** 0.8,
    features: { current: v.current, voltage: v.coil, poles: 3, type: v.aux, mount: "DIN-рейка / монтажная панель" },
    description: sentences(
      `Трёхполюсный контактор на ${v.current} А (АС-3) с катушкой управления ${v.coil} В.`,
      "Для пуска и остановки асинхронных двигателей, управления освещением и нагревом.",
    ),
    weightKg: 0.3 + v.current * 0.012,
  }),
});

type TMccb = { current: number; poles: number; ka: number };
type TMccbOption = TOptionBase & { title: (i: number) => string; art: (v: TMccb, seq: number) => string };

const frameOf = (i: number, frames: readonly number[]) => frames.find((f) => i <= f) ?? frames[frames.length - 1];

const mccbOptions: TMccbOption[] = [
  {
    brand: "IEK",
    series: "ВА88",
    tier: 1,
    title: (i) => `ВА88-${({ 125: 32, 160: 33, 250: 35, 400: 37, 630: 40 } as Record<number, number>)[frameOf(i, [125, 160, 250, 400, 630])]}`,
    art: (v) => `SVA${frameOf(v.current, [125, 160, 250, 400, 630]) / 10}-${v.poles}-${pad(v.current, 4)}-${v.ka}`,
  },
  { brand: "EKF", series: "PROxima", tier: 0.95, title: (i) => `ВА-99 ${frameOf(i, [125, 250, 400, 630])}/${i}`, art: (v) => `mccb99-${frameOf(v.current, [125, 250, 400, 630])}-${v.current}-${v.poles}p-${v.ka}` },
  { brand: "Schneider Electric", series: "EasyPact CVS", tier: 2.6, title: (i) => `EasyPact CVS${frameOf(i, [100, 160, 250, 400, 630])}`, art: (_v, seq) => `LV5${pad(seq, 5)}` },
  { brand: "ABB", series: "Tmax XT", tier: 3, title: (i) => `Tmax XT${[1, 2, 3, 4, 5][[160, 250, 400, 630].findIndex((f) => i <= f)] ?? 5}`, art: (_v, seq) => `1SDA${pad(68000 + seq, 6)}R1` },
  { brand: "КЭАЗ", series: "OptiMat D", tier: 1.6, title: (i) => `OptiMat D${frameOf(i, [100, 160, 250, 400, 630])}`, art: (v) => `OptiMat-D${frameOf(v.current, [100, 160, 250, 400, 630])}-${v.current}-${v.ka}-${v.poles}P` },
  { brand: "Chint", series: "NXM", tier: 1.3, title: (i) => `NXM-${frameOf(i, [125, 160, 250, 400, 630])}S`, art: (v) => `NXM-${frameOf(v.current, [125, 160, 250, 400, 630])}S-${v.poles}-${v.current}A-${v.ka}` },
];

const mccb = defineLine({
  key: "mccb",
  path: [TOP, "Силовые автоматические выключатели", "Автоматы в литом корпусе"],
  group: "mccb",
  unit: "шт",
  weight: 1.5,
  axes: { current: [16, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630], poles: [3, 4], ka: [25, 35, 50] },
  options: mccbOptions,
  related: ["metal-enclosures", "lugs"],
  make: (v, o, { seq }) => ({
    name: `Автоматический выключатель ${o.title(v.current)} ${v.poles}P ${v.current}А ${v.ka}кА`,
    article: o.art(v, seq),
    price: 4000 * (o.tier ?? 1) * (v.current / 100) ** 0.6 * (v.poles === 4 ? 1.3 : 1) * ({ 25: 1, 35: 1.25, 50: 1.6 } as Record<number, number>)[v.ka],
    features: { current: v.current, poles: v.poles, breaking: v.ka, voltage: 400, mount: "Монтажная панель" },
    description: sentences(
      `Силовой автоматический выключатель в литом корпусе на ${v.current} А, ${v.poles} полюса, ${v.ka} кА.`,
      "Для защиты вводов и отходящих линий распределительных щитов.",
    ),
    weightKg: 1 + v.current / 150,
  }),
});

export const switchgearLines: readonly TLine[] = [contactors, mccb];
