import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Электроустановочные изделия";

/** A colour as a feature value plus its feminine and masculine forms for names ("белая розетка", "белый выключатель"). */
type TColor = { value: string; f: string; m: string };

const color = (value: string, f?: string, m?: string): TColor => ({ value, f: f ?? `цвет ${value}`, m: m ?? `цвет ${value}` });

const WHITE = color("белый", "белая", "белый");
const BEIGE = color("бежевый", "бежевая", "бежевый");
const BLACK = color("чёрный", "чёрная", "чёрный");
const CREAM = color("кремовый", "кремовая", "кремовый");
const ANTHRACITE = color("антрацит");
const ALUMINIUM = color("алюминий");
const STEEL = color("сталь");
const IVORY = color("слоновая кость");

type TDeviceOption = TOptionBase & { colors: readonly TColor[]; code: string };

// Each series comes in its own palette; the colour axis indexes into it.
const deviceOptions: TDeviceOption[] = [
  { brand: "Schneider Electric", series: "Glossa", tier: 1.4, code: "GSL", colors: [WHITE, BEIGE, ANTHRACITE, ALUMINIUM, CREAM] },
  { brand: "Systeme Electric", series: "AtlasDesign", tier: 1.6, code: "ATN", colors: [WHITE, BEIGE, ANTHRACITE, ALUMINIUM, STEEL] },
  { brand: "Legrand", series: "Valena Life", tier: 2.2, code: "75", colors: [WHITE, IVORY, ALUMINIUM, ANTHRACITE, BLACK] },
  { brand: "Legrand", series: "Etika", tier: 1.3, code: "67", colors: [WHITE, IVORY, ALUMINIUM, ANTHRACITE, BEIGE] },
  { brand: "Werkel", series: "Gallant", tier: 2.5, code: "W11", colors: [WHITE, BLACK, IVORY, STEEL, ANTHRACITE] },
  { brand: "Makel", series: "Mimoza", tier: 0.8, code: "MM", colors: [WHITE, CREAM, ANTHRACITE, BLACK, BEIGE] },
  { brand: "Lezard", series: "Vesna", tier: 0.75, code: "742", colors: [WHITE, CREAM, BLACK, BEIGE, ALUMINIUM] },
  { brand: "IEK", series: "BRITE", tier: 0.9, code: "BR", colors: [WHITE, BEIGE, BLACK, STEEL, ANTHRACITE] },
  { brand: "BTicino", series: "Living Now", tier: 3, code: "K4", colors: [WHITE, BLACK, BEIGE, ANTHRACITE, ALUMINIUM] },
  { brand: "Schneider Electric", series: "Unica", tier: 1.8, code: "NU5", colors: [WHITE, BEIGE, ANTHRACITE, ALUMINIUM, IVORY] },
  { brand: "Schneider Electric", series: "Sedna Design", tier: 1.5, code: "SDD", colors: [WHITE, BEIGE, BLACK, ALUMINIUM, STEEL] },
  { brand: "Legrand", series: "Inspiria", tier: 1.2, code: "673", colors: [WHITE, IVORY, ANTHRACITE, ALUMINIUM, BLACK] },
  { brand: "Werkel", series: "Stark", tier: 1.6, code: "W17", colors: [WHITE, BLACK, IVORY, ALUMINIUM, ANTHRACITE] },
  { brand: "Makel", series: "Defne", tier: 0.85, code: "DF", colors: [WHITE, CREAM, BLACK, BEIGE, ANTHRACITE] },
  { brand: "Lezard", series: "Mira", tier: 0.8, code: "701", colors: [WHITE, CREAM, BLACK, BEIGE, STEEL] },
  { brand: "HEGEL", series: "Master", tier: 0.9, code: "Р", colors: [WHITE, BEIGE, BLACK, STEEL, ANTHRACITE] },
];

const socketTypes = [
  { name: "с заземлением", factor: 1, ip: 20 },
  { name: "с заземлением и шторками", factor: 1.2, ip: 20 },
  { name: "без заземления", factor: 0.85, ip: 20 },
  { name: "двойная с заземлением", factor: 1.9, ip: 20 },
  { name: "с заземлением и крышкой IP44", factor: 1.6, ip: 44 },
  { name: "с USB A+C", factor: 6, ip: 20 },
  { name: "компьютерная RJ45 кат.5e", factor: 2.2, ip: 20 },
  { name: "телевизионная TV", factor: 1.4, ip: 20 },
] as const;

function deviceArticle(o: TDeviceOption, kind: number, typeIdx: number, colorIdx: number, seq: number): string {
  if (/^\d+$/.test(o.code)) return `${o.code}${pad(kind * 1000 + seq, 4)}`;
  return `${o.code}${pad(colorIdx, 2)}${kind}${pad(typeIdx, 3)}`;
}

const sockets = defineLine({
  key: "sockets",
  path: [TOP, "Розетки и выключатели", "Розетки"],
  group: "socket",
  unit: "шт",
  weight: 3,
  axes: { type: [0, 1, 2, 3, 4, 5, 6, 7], color: [0, 1, 2, 3, 4] },
  options: deviceOptions,
  related: ["frames", "switches"],
  make: (v, o, { seq }) => {
    const t = socketTypes[v.type];
    const c = o.colors[v.color];
    return {
      name: `Розетка ${o.series} ${t.name}${c.f.startsWith("цвет") ? ", " : " "}${c.f}`,
      article: deviceArticle(o, 1, v.type, v.color, seq),
      price: 180 * (o.tier ?? 1) * t.factor,
      features: { current: v.type >= 6 ? 1 : 16, voltage: 250, ip: t.ip, color: c.value, mount: "Скрытая установка", material: "Пластик" },
      description: sentences(
        `Механизм розетки ${t.name} серии ${o.series}.`,
        "Рамка приобретается отдельно; монтаж в стандартный подрозетник.",
      ),
      quantityInBox: 10,
      weightKg: 0.08,
    };
  },
});

const switchTypes = ["одноклавишный", "двухклавишный", "трёхклавишный", "одноклавишный с подсветкой", "двухклавишный с подсветкой", "проходной одноклавишный", "перекрёстный"] as const;

const switches = defineLine({
  key: "switches",
  path: [TOP, "Розетки и выключатели", "Выключатели"],
  group: "light-switch",
  unit: "шт",
  weight: 2,
  axes: { type: [0, 1, 2, 3, 4, 5, 6], color: [0, 1, 2, 3, 4] },
  options: deviceOptions,
  related: ["frames", "sockets"],
  make: (v, o, { seq }) => {
    const c = o.colors[v.color];
    const t = switchTypes[v.type];
    return {
      name: `Выключатель ${t} ${o.series} 10А${c.m.startsWith("цвет") ? ", " : " "}${c.m}`,
      article: deviceArticle(o, 2, v.type, v.color, seq),
      price: 160 * (o.tier ?? 1) * (1 + v.type * 0.15),
      features: { current: 10, voltage: 250, ip: 20, color: c.value, mount: "Скрытая установка" },
      description: sentences(`Механизм выключателя (${t}) серии ${o.series}.`, "Рамка приобретается отдельно."),
      quantityInBox: 10,
      weightKg: 0.07,
    };
  },
});

const frames = defineLine({
  key: "frames",
  path: [TOP, "Розетки и выключатели", "Рамки"],
  group: "wiring-frame",
  unit: "шт",
  axes: { posts: [1, 2, 3, 4, 5], color: [0, 1, 2, 3, 4] },
  options: deviceOptions,
  related: ["sockets", "switches"],
  make: (v, o, { seq }) => {
    const c = o.colors[v.color];
    return {
      name: `Рамка ${v.posts}-постовая ${o.series}${c.f.startsWith("цвет") ? ", " : " "}${c.f}`,
      article: deviceArticle(o, 3, v.posts, v.color, seq),
      price: 90 * (o.tier ?? 1) * v.posts ** 0.8,
      features: { color: c.value, material: "Пластик" },
      description: `Декоративная рамка на ${v.posts} ${v.posts === 1 ? "пост" : v.posts < 5 ? "поста" : "постов"} для механизмов серии ${o.series}.`,
      quantityInBox: 10,
      weightKg: 0.04 * v.posts,
    };
  },
});

const extension = defineLine({
  key: "extension",
  path: [TOP, "Удлинители и сетевые фильтры", "Удлинители"],
  group: "extension-cord",
  unit: "шт",
  weight: 1.5,
  axes: { sockets: [1, 2, 3, 4, 5, 6], length: [1.5, 2, 3, 5, 7, 10], ground: ["с заземлением", "без заземления"], sw: ["с выключателем", "без выключателя"] },
  options: [
    { brand: "IEK", series: "УХ", code: "WUP" },
    { brand: "Эра", series: "UX", code: "Б0028" },
    { brand: "TDM Electric", series: "УС", code: "SQ1303" },
    { brand: "Rexant", series: "Стандарт", code: "11-" },
  ],
  related: ["pvs"],
  make: (v, o, { seq }) => {
    const grounded = v.ground === "с заземлением";
    const cable = grounded ? "3х1,0" : "2х0,75";
    return {
      name: `Удлинитель ${o.series}-${v.sockets} ${v.ground} ${dec(v.length)} м ${cable} мм² ${grounded ? 16 : 10}А ${v.sw}`,
      article: o.code === "11-" ? `11-${pad(8000 + seq, 4)}` : `${o.code}-${pad(seq, 4)}`,
      price: (150 + v.sockets * 45 + v.length * 35) * (grounded ? 1.3 : 1) * (v.sw === "с выключателем" ? 1.2 : 1),
      features: { sockets: v.sockets, length: v.length, current: grounded ? 16 : 10, color: "белый", type: v.ground },
      description: sentences(
        `Удлинитель на ${v.sockets} ${v.sockets === 1 ? "розетку" : v.sockets < 5 ? "розетки" : "розеток"} со шнуром ${dec(v.length)} м (ПВС ${cable}).`,
        v.sw === "с выключателем" && "Клавиша выключателя с подсветкой.",
      ),
      quantityInBox: 10,
      weightKg: 0.2 + v.length * 0.06,
    };
  },
});

export const wiringLines: readonly TLine[] = [sockets, switches, frames, extension];
