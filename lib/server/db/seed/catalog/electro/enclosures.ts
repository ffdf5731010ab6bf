import "server-only";
import { pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Щиты и боксы";

const plasticBoxes = defineLine({
  key: "plastic-boxes",
  path: [TOP, "Щиты распределительные", "Боксы пластиковые"],
  group: "plastic-box",
  unit: "шт",
  weight: 2,
  axes: { modules: [2, 4, 6, 8, 9, 12, 18, 24, 36, 48, 54], mount: ["навесной", "встраиваемый"], door: ["прозрачная дверца", "белая дверца"] },
  options: [
    { brand: "IEK", series: "PRIME", tier: 1, code: "MKP82" },
    { brand: "EKF", series: "PROxima", tier: 0.9, code: "pb40" },
    { brand: "Schneider Electric", series: "Mini Pragma", tier: 2.6, code: "MIP" },
    { brand: "Hager", series: "Golf", tier: 2.4, code: "VS1" },
    { brand: "Legrand", series: "Practibox S", tier: 2.2, code: "1350" },
    { brand: "TDM Electric", series: "ЩРН-П", tier: 0.8, code: "SQ0905" },
    { brand: "Makel", series: "Makel", tier: 0.9, code: "MKL" },
  ],
  related: ["breakers", "rcd", "terminals"],
  make: (v, o, { seq }) => {
    const model = `${v.mount === "навесной" ? "ЩРН-П" : "ЩРВ-П"}-${v.modules}`;
    return {
      name: `Щит распределительный ${o.series} ${model} ${v.mount} IP41 ${v.door}`,
      article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq, 3)}` : `${o.code}-${v.mount === "навесной" ? "N" : "V"}-${pad(v.modules, 2)}-${v.door === "белая дверца" ? "W" : "T"}`,
      price: (250 + v.modules * 55) * (o.tier ?? 1) * (v.mount === "встраиваемый" ? 1.15 : 1),
      features: { modules: v.modules, ip: 41, mount: v.mount === "навесной" ? "Навесной" : "Встраиваемый", material: "Пластик", color: "белый" },
      description: sentences(
        `${v.mount === "навесной" ? "Навесной" : "Встраиваемый"} пластиковый щит на ${v.modules} модулей с DIN-рейкой и шинами N и PE.`,
        "Для квартирных и офисных распределительных сетей.",
      ),
      quantityInBox: v.modules <= 12 ? 5 : 1,
      weightKg: 0.3 + v.modules * 0.04,
    };
  },
});

const metalEnclosures = defineLine({
  key: "metal-enclosures",
  path: [TOP, "Щиты распределительные", "Щиты металлические"],
  group: "metal-enclosure",
  unit: "шт",
  weight: 1.5,
  axes: { modules: [12, 18, 24, 36, 48, 54, 72, 96], mount: ["навесной", "встраиваемый"], ip: [31, 54] },
  options: [
    { brand: "IEK", series: "ЩРН/ЩРВ", tier: 1, code: "MKM" },
    { brand: "EKF", series: "PROxima", tier: 0.95, code: "mb" },
    { brand: "DKC", series: "CE", tier: 2, code: "R5" },
    { brand: "TDM Electric", series: "ЩРН", tier: 0.85, code: "SQ0905" },
    { brand: "КЭАЗ", series: "OptiBox", tier: 1.5, code: "OptiBox" },
  ],
  related: ["breakers", "contactors", "mccb"],
  make: (v, o) => {
    const model = `${v.mount === "навесной" ? "ЩРН" : "ЩРВ"}-${v.modules}з-1`;
    return {
      name: `Щит распределительный металлический ${model} IP${v.ip} ${o.series}`,
      article: `${o.code}-${v.mount === "навесной" ? "N" : "V"}${pad(v.modules, 2)}-${v.ip}`,
      price: (1400 + v.modules * 60) * (o.tier ?? 1) * (v.ip === 54 ? 1.4 : 1),
      features: { modules: v.modules, ip: v.ip, mount: v.mount === "навесной" ? "Навесной" : "Встраиваемый", material: "Сталь", color: "серый" },
      description: sentences(
        `Металлический щит с замком на ${v.modules} модулей, порошковая окраска RAL 7035.`,
        v.ip === 54 ? "Уплотнитель двери для пыльных и влажных помещений." : "Для установки в сухих помещениях.",
      ),
      weightKg: 4 + v.modules * 0.12,
    };
  },
});

const junctionBoxes = defineLine({
  key: "junction-boxes",
  path: [TOP, "Коробки монтажные", "Коробки распаечные"],
  group: "junction-box",
  unit: "шт",
  weight: 1.5,
  axes: { size: ["65х65х50", "80х80х50", "100х100х50", "100х100х70", "150х110х70", "190х140х70", "240х195х90"], ip: [44, 54, 55, 65], color: ["серый", "белый"] },
  options: [
    { brand: "IEK", series: "КМ41", code: "UKO10" },
    { brand: "DKC", series: "Express", code: "54" },
    { brand: "HEGEL", series: "КР", code: "КР" },
    { brand: "Промрукав", series: "ОП", code: "40-0" },
    { brand: "TDM Electric", series: "ОП", code: "SQ1401" },
  ],
  related: ["terminals", "vvg"],
  make: (v, o, { seq }) => {
    const [w, h] = v.size.split("х").map(Number);
    return {
      name: `Коробка распаечная ${o.series} ${v.size} мм IP${v.ip} ${v.color}`,
      article: /^\d+-?\d*$/.test(o.code) ? `${o.code}${pad(seq, 3)}` : `${o.code}-${v.size.replace(/х/g, "")}-${v.ip}-${v.color === "серый" ? "G" : "W"}`,
      price: (40 + w * h * 0.006) * (v.ip >= 55 ? 1.3 : 1),
      features: { ip: v.ip, width: w, height: h, color: v.color, mount: "Открытая установка", material: "Пластик" },
      description: sentences(`Распаечная коробка ${v.size} мм с гермовводами для открытой проводки.`, `Степень защиты IP${v.ip}.`),
      quantityInBox: 20,
      weightKg: 0.05 + (w * h) / 200000,
    };
  },
});

const glands = defineLine({
  key: "glands",
  path: [TOP, "Коробки монтажные", "Кабельные вводы"],
  group: "cable-gland",
  unit: "шт",
  axes: { size: ["PG7", "PG9", "PG11", "PG13,5", "PG16", "PG21", "PG29", "M16", "M20", "M25", "M32", "M40"], ip: [54, 68], material: ["полиамид", "латунь"], color: ["серый", "чёрный"] },
  options: [
    { brand: "DKC", code: "PG" },
    { brand: "IEK", code: "YSA" },
    { brand: "Rexant", code: "07-" },
    { brand: "Ostec", code: "КВ" },
  ],
  valid: (v) => v.material === "полиамид" || v.color === "серый",
  make: (v, o, { seq }) => ({
    name: `Кабельный ввод (сальник) ${v.size} IP${v.ip} ${v.material}${v.material === "полиамид" ? ` ${v.color}` : " никелированный"}`,
    article: o.code === "07-" ? `07-${pad(8000 + seq, 4)}` : `${o.code}-${v.size.replace(",", "")}-${v.ip}-${v.material === "латунь" ? "MS" : v.color === "серый" ? "G" : "B"}`,
    price: (25 + seq % 12 * 9) * (v.material === "латунь" ? 4 : 1) * (v.ip === 68 ? 1.3 : 1),
    features: { ip: v.ip, material: v.material === "латунь" ? "Латунь" : "Полиамид", color: v.material === "латунь" ? "металлик" : v.color },
    description: sentences(`Кабельный ввод ${v.size} для герметичного ввода кабеля в щиты и коробки.`, `Степень защиты IP${v.ip}.`),
    minimumBatch: 10,
    multiplicity: 10,
    quantityInBox: 100,
    weightKg: v.material === "латунь" ? 0.05 : 0.01,
  }),
});

export const enclosureLines: readonly TLine[] = [plasticBoxes, metalEnclosures, junctionBoxes, glands];
