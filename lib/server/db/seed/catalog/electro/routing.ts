import "server-only";
import { pad, sentences } from "../format";
import { defineLine, type TLine } from "../types";

const TOP = "Кабеленесущие системы";

const corrugated = defineLine({
  key: "corrugated",
  path: [TOP, "Трубы для прокладки кабеля", "Трубы гофрированные"],
  group: "corrugated-pipe",
  unit: "м",
  weight: 2,
  axes: { material: ["ПВХ", "ПНД", "ППЛ"], d: [16, 20, 25, 32, 40, 50, 63], probe: ["с зондом", "без зонда"] },
  options: [
    { brand: "Промрукав", code: "PR" },
    { brand: "DKC", code: "9" },
    { brand: "IEK", code: "CTG20" },
    { brand: "Rexant", code: "28-" },
    { brand: "Ostec", code: "GT" },
  ],
  related: ["vvg", "nym"],
  make: (v, o, { seq }) => {
    const color = { ПВХ: "серая", ПНД: "чёрная", ППЛ: "синяя" }[v.material];
    // A coil holds less of the thicker pipe; it is sold by whole coils.
    const coil = v.d <= 20 ? 100 : v.d <= 32 ? 50 : 25;
    const matCode = { ПВХ: "1", ПНД: "2", ППЛ: "3" }[v.material];
    return {
      name: `Труба гофрированная ${v.material} d${v.d} мм ${v.probe} ${color} (бухта ${coil} м)`,
      article:
        o.code === "9" ? `9${pad(seq, 4)}` : o.code === "28-" ? `28-${pad(seq, 4)}` : `${o.code}${matCode}-${v.d}-${v.probe === "с зондом" ? "Z" : "N"}-${coil}`,
      price: (v.d * 0.9 + 4) * (v.material === "ПНД" ? 1.2 : v.material === "ППЛ" ? 1.5 : 1),
      features: { diameter: v.d, length: coil, material: v.material, color: color.replace("ая", "ый") },
      description: sentences(
        `Гибкая гофрированная труба из ${v.material === "ПВХ" ? "ПВХ" : v.material === "ПНД" ? "полиэтилена низкого давления" : "полипропилена"} для защиты кабеля.`,
        v.probe === "с зондом" && "Внутри протяжка для затягивания провода.",
        `Продаётся бухтами по ${coil} м.`,
      ),
      minimumBatch: coil,
      multiplicity: coil,
      quantityInBox: coil,
      weightKg: v.d * 0.0025,
    };
  },
});

const channels = defineLine({
  key: "channels",
  path: [TOP, "Кабель-каналы", "Кабель-каналы пластиковые"],
  group: "cable-channel",
  unit: "м",
  weight: 1.5,
  axes: {
    size: ["12х12", "15х10", "16х16", "20х10", "25х16", "25х25", "40х16", "40х25", "40х40", "60х40", "80х40", "100х40", "100х60"],
    color: ["белый", "коричневый", "серый"],
  },
  options: [
    { brand: "IEK", code: "CKK" },
    { brand: "DKC", code: "00" },
    { brand: "Legrand", code: "6" },
    { brand: "Промрукав", code: "PR" },
    { brand: "HEGEL", code: "КК" },
  ],
  related: ["sockets", "pugv"],
  make: (v, o, { seq }) => {
    const [w, h] = v.size.split("х").map(Number);
    return {
      name: `Кабель-канал ${v.size} L=2000 пластик ${v.color}`,
      article: /^\d+$/.test(o.code) ? `${o.code}${pad(seq, 4)}` : `${o.code}-${v.size.replace("х", "")}-${v.color === "белый" ? "W" : v.color === "серый" ? "G" : "B"}`,
      price: 12 + w * h * 0.025,
      features: { width: w, height: h, length: 2, color: v.color, material: "ПВХ" },
      description: sentences("Пластиковый кабель-канал с защёлкивающейся крышкой для открытой прокладки проводки.", "Поставляется хлыстами по 2 м."),
      minimumBatch: 2,
      multiplicity: 2,
      quantityInBox: w <= 25 ? 100 : 40,
      weightKg: 0.05 + w * h * 0.00003,
    };
  },
});

const trays = defineLine({
  key: "trays",
  path: [TOP, "Лотки кабельные", "Лотки металлические"],
  group: "cable-tray",
  unit: "м",
  axes: { width: [50, 80, 100, 150, 200, 300, 400, 500, 600], height: [35, 50, 80, 100], kind: ["перфорированный", "неперфорированный", "проволочный"], finish: ["оцинкованный", "горячее цинкование"] },
  options: [
    { brand: "DKC", code: "35" },
    { brand: "IEK", code: "CLP1" },
    { brand: "Ostec", code: "ЛП" },
    { brand: "EKF", code: "lp" },
  ],
  related: ["vvg", "cable-ties"],
  valid: (v) => v.kind !== "проволочный" || v.height >= 50,
  make: (v, o, { seq }) => ({
    name: `Лоток ${v.kind} ${v.width}х${v.height} L3000 сталь 0,7 мм ${v.finish}`,
    article: o.code === "35" ? `35${pad(seq, 4)}` : `${o.code}-${({ перфорированный: "P", неперфорированный: "N", проволочный: "W" } as Record<string, string>)[v.kind]}${v.width}-${v.height}-${v.finish === "оцинкованный" ? "ZN" : "HDZ"}`,
    price: (180 + v.width * 2.4 + v.height * 1.5) * (v.finish === "горячее цинкование" ? 1.5 : 1),
    features: { width: v.width, height: v.height, length: 3, material: "Сталь", type: v.kind },
    description: sentences(`Кабельный лоток ${v.width}х${v.height} мм для прокладки кабельных трасс в цехах, ЦОД и коммерческих зданиях.`, "Длина секции 3 м, продаётся кратно 3 м."),
    minimumBatch: 3,
    multiplicity: 3,
    weightKg: 0.6 + v.width * 0.012,
  }),
});

export const routingLines: readonly TLine[] = [corrugated, channels, trays];
