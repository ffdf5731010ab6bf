import "server-only";
import { dec, pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const radiators = defineLine({
  key: "radiators",
  path: ["Отопление", "Радиаторы", "Радиаторы биметаллические"],
  group: "radiator",
  unit: "шт",
  weight: 1.5,
  axes: { sections: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], interaxial: [350, 500], conn: ["боковое", "нижнее"] },
  options: [
    { brand: "Rifar", series: "Base", tier: 1, code: "RB" },
    { brand: "Royal Thermo", series: "BiLiner", tier: 1.1, code: "RTBB" },
    { brand: "Global", series: "Style Plus", tier: 1.5, code: "GSP" },
    { brand: "Rommer", series: "Profi Bm", tier: 0.8, code: "RBM" },
  ],
  related: ["valves"],
  make: (v, o) => {
    const perSection = v.interaxial === 500 ? 190 : 136;
    return {
      name: `Радиатор биметаллический ${o.series} ${v.interaxial} ${v.sections} секций, ${v.conn} подключение`,
      article: `${o.code}${v.interaxial}-${pad(v.sections, 2)}${v.conn === "нижнее" ? "-VL" : ""}`,
      price: (v.interaxial === 500 ? 950 : 820) * v.sections * (o.tier ?? 1) * (v.conn === "нижнее" ? 1.25 : 1),
      features: { sections: v.sections, interaxial: v.interaxial, power: perSection * v.sections, pressure: 20, connection: v.conn === "боковое" ? "Боковое" : "Нижнее", color: "белый", material: "Сталь / алюминий" },
      description: sentences(
        `Биметаллический секционный радиатор, ${v.sections} секций, межосевое расстояние ${v.interaxial} мм.`,
        `Теплоотдача около ${perSection * v.sections} Вт; рабочее давление до 20 бар.`,
      ),
      weightKg: v.sections * (v.interaxial === 500 ? 1.9 : 1.4),
    };
  },
});

const heaters = defineLine({
  key: "heaters",
  path: ["Отопление", "Водонагреватели", "Водонагреватели накопительные"],
  group: "water-heater",
  unit: "шт",
  axes: { volume: [30, 50, 80, 100, 150], position: ["вертикальный", "горизонтальный"], tank: ["эмаль", "нержавеющая сталь"] },
  options: [
    { brand: "Ariston", tier: 1.3, code: "ABS" },
    { brand: "Thermex", tier: 1, code: "TX" },
    { brand: "Electrolux", tier: 1.2, code: "EWH" },
  ],
  make: (v, o) => ({
    name: `Водонагреватель накопительный ${o.brand} ${o.code} ${v.volume} ${v.position === "вертикальный" ? "V" : "H"} ${dec(v.volume >= 80 ? 2 : 1.5)} кВт ${v.position}, бак: ${v.tank}`,
    article: `${o.code}-${v.volume}${v.position === "горизонтальный" ? "H" : "V"}${v.tank === "эмаль" ? "E" : "S"}`,
    price: (7000 + v.volume * 110) * (o.tier ?? 1) * (v.tank === "эмаль" ? 1 : 1.4),
    features: { volume: v.volume, power: v.volume >= 80 ? 2000 : 1500, voltage: 230, type: v.position, material: v.tank === "эмаль" ? "Эмалированная сталь" : "Нержавеющая сталь" },
    description: sentences(`Электрический накопительный водонагреватель на ${v.volume} л.`, "Магниевый анод, термостат, защита от перегрева."),
    deliveryDays: 3,
    weightKg: 12 + v.volume * 0.2,
  }),
});

type TMixOption = TOptionBase & { names: Record<string, string> };

const mixKinds = ["Штукатурка гипсовая", "Штукатурка цементная", "Клей плиточный", "Шпаклёвка финишная", "Наливной пол", "Кладочная смесь"] as const;

const mixes = defineLine({
  key: "mixes",
  path: ["Строительные смеси", "Сухие смеси", "Штукатурки, клеи, шпаклёвки"],
  group: "dry-mix",
  unit: "шт",
  weight: 1.5,
  axes: { kind: [0, 1, 2, 3, 4, 5], bag: [5, 20, 25, 30] },
  options: [
    { brand: "Knauf", tier: 1.3, names: { "Штукатурка гипсовая": "Ротбанд", "Шпаклёвка финишная": "Ротбанд Финиш", "Клей плиточный": "Флизен", "Наливной пол": "Боден 25" } },
    { brand: "Ceresit", tier: 1.4, names: { "Штукатурка цементная": "CT 24", "Клей плиточный": "CM 11", "Шпаклёвка финишная": "CT 225", "Наливной пол": "CN 175", "Кладочная смесь": "CT 21" } },
    { brand: "Волма", tier: 1, names: { "Штукатурка гипсовая": "Слой", "Клей плиточный": "Керамик", "Шпаклёвка финишная": "Финиш", "Наливной пол": "Нивелир" } },
    { brand: "Юнис", tier: 1.05, names: { "Штукатурка гипсовая": "Теплон", "Клей плиточный": "Плюс", "Кладочная смесь": "Кладка" } },
    { brand: "Старатели", tier: 0.95, names: { "Штукатурка гипсовая": "Гипсовая", "Штукатурка цементная": "Цементная", "Клей плиточный": "Стандарт" } },
  ] satisfies TMixOption[],
  make: (v, o, { seq }) => {
    const kind = mixKinds[v.kind];
    const product = o.names[kind] ?? "Универсал";
    return {
      name: `${kind} ${o.brand} ${product} ${v.bag} кг`,
      article: `${o.brand.slice(0, 2).toUpperCase()}-${pad(seq, 3)}-${v.bag}`,
      price: (v.kind === 4 ? 28 : v.kind === 0 ? 22 : 18) * v.bag * (o.tier ?? 1) + 40,
      features: { mass: v.bag, type: kind },
      description: sentences(`${kind} ${product} в мешке ${v.bag} кг.`, v.bag >= 25 && "Отгрузка паллетами со склада или поштучно."),
      quantityInBlock: v.bag >= 25 ? 40 : 100,
      weightKg: v.bag,
    };
  },
});

const paintKinds = ["интерьерная моющаяся", "фасадная", "для потолков", "грунт-эмаль по металлу 3 в 1", "для дерева"] as const;

const paints = defineLine({
  key: "paints",
  path: ["Лакокрасочные материалы", "Краски", "Краски и эмали"],
  group: "paint",
  unit: "шт",
  weight: 1.5,
  axes: { kind: [0, 1, 2, 3, 4], volume: [0.9, 2.5, 5, 9, 10], base: ["белая база A", "база C под колеровку"] },
  options: [
    { brand: "Tikkurila", tier: 1.8, code: "700" },
    { brand: "Dulux", tier: 1.6, code: "DLX" },
    { brand: "Текс", tier: 0.8, code: "ТКС" },
    { brand: "Dufa", tier: 1.3, code: "DF" },
  ],
  make: (v, o, { seq }) => ({
    name: `Краска ${paintKinds[v.kind]} ${o.brand} ${v.base} ${dec(v.volume)} л`,
    article: `${o.code}${pad(seq, 4)}`,
    price: (320 + v.kind * 60) * v.volume * (o.tier ?? 1) * (v.volume >= 9 ? 0.85 : 1),
    features: { volume: v.volume, color: v.base.startsWith("белая") ? "белый" : "прозрачный", type: paintKinds[v.kind] },
    description: sentences(`Краска ${paintKinds[v.kind]}, ${v.base}.`, "Расход 8–10 м² на литр в один слой."),
    quantityInBlock: v.volume >= 9 ? 44 : 120,
    weightKg: v.volume * 1.4,
  }),
});

const primerKinds = ["глубокого проникновения", "бетоноконтакт", "антисептическая", "адгезионная"] as const;

const primers = defineLine({
  key: "primers",
  path: ["Лакокрасочные материалы", "Грунтовки", "Грунтовки"],
  group: "primer",
  unit: "шт",
  axes: { kind: [0, 1, 2, 3], volume: [1, 5, 10] },
  options: [
    { brand: "Ceresit", tier: 1.4, code: "CT17" },
    { brand: "Knauf", tier: 1.3, code: "KNTG" },
    { brand: "Текс", tier: 0.8, code: "ТКС-Г" },
    { brand: "Волма", tier: 1, code: "ВЛМ-Г" },
  ],
  make: (v, o) => ({
    name: `Грунтовка ${primerKinds[v.kind]} ${o.brand} ${v.volume} л`,
    article: `${o.code}-${v.kind}-${v.volume}`,
    price: 90 * v.volume * (o.tier ?? 1) * (v.kind === 1 ? 2 : 1) + 60,
    features: { volume: v.volume, type: primerKinds[v.kind] },
    description: `Грунтовка ${primerKinds[v.kind]} для подготовки оснований перед отделкой.`,
    weightKg: v.volume * 1.1,
  }),
});

export const heatingFinishingLines: readonly TLine[] = [radiators, heaters, mixes, paints, primers];
