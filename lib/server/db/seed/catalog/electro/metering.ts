import "server-only";
import { pad, sentences } from "../format";
import { defineLine, type TLine, type TOptionBase } from "../types";

const TOP = "Учёт электроэнергии";

type TMeterOption = TOptionBase & { model: (phases: number, multi: boolean) => string };

const energyMeters = defineLine({
  key: "energy-meters",
  path: [TOP, "Счётчики", "Счётчики электроэнергии"],
  group: "energy-meter",
  unit: "шт",
  axes: { phases: [1, 3], tariff: ["однотарифный", "многотарифный"], current: ["5(60)А", "5(80)А", "10(100)А", "5(7,5)А"], iface: ["без интерфейса", "RS-485", "PLC", "GSM"] },
  options: [
    { brand: "Меркурий", tier: 1, model: (p, m) => (p === 1 ? (m ? "Меркурий 206" : "Меркурий 201.5") : m ? "Меркурий 234" : "Меркурий 231") },
    { brand: "Энергомера", tier: 1.1, model: (p, m) => (p === 1 ? (m ? "CE208" : "CE101") : m ? "CE308" : "CE301") },
    { brand: "IEK", series: "STAR", tier: 0.85, model: (p, m) => (p === 1 ? (m ? "STAR 104/2" : "STAR 101/1") : m ? "STAR 304/1" : "STAR 301/1") },
  ] satisfies TMeterOption[],
  related: ["current-transformers", "plastic-boxes"],
  valid: (v) => v.phases === 3 || v.current !== "5(7,5)А",
  make: (v, o, { seq }) => {
    const model = o.model(v.phases, v.tariff === "многотарифный");
    const direct = v.current !== "5(7,5)А";
    return {
      name: `Счётчик электроэнергии ${model} ${v.phases === 1 ? "однофазный" : "трёхфазный"} ${v.tariff} ${v.current}${v.iface === "без интерфейса" ? "" : ` ${v.iface}`}`,
      article: `${model.replace(/[^\dA-Za-zА-Яа-я]/g, "")}-${pad(seq, 3)}`,
      price: (v.phases === 1 ? 1500 : 4200) * (v.tariff === "многотарифный" ? 2 : 1) * ({ "без интерфейса": 1, "RS-485": 1.3, PLC: 1.4, GSM: 2 }[v.iface]) * (o.tier ?? 1),
      features: { voltage: v.phases === 1 ? 230 : 400, type: direct ? "прямого включения" : "трансформаторного включения", mount: "DIN-рейка" },
      description: sentences(
        `${v.phases === 1 ? "Однофазный" : "Трёхфазный"} ${v.tariff} счётчик активной энергии ${direct ? "прямого" : "трансформаторного"} включения, ток ${v.current}.`,
        v.iface !== "без интерфейса" && `Интерфейс ${v.iface} для АСКУЭ.`,
        "Поставляется с поверкой.",
      ),
      deliveryDays: 3,
      weightKg: v.phases === 1 ? 0.5 : 1.2,
    };
  },
});

const transformers = defineLine({
  key: "current-transformers",
  path: [TOP, "Трансформаторы", "Трансформаторы тока"],
  group: "current-transformer",
  unit: "шт",
  axes: { primary: [50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000], cls: ["0,5", "0,5S"], va: [5, 10] },
  options: [
    { brand: "IEK", series: "ТТИ", code: "ITT" },
    { brand: "EKF", series: "ТТЕ", code: "tc" },
    { brand: "КЭАЗ", series: "ТОП-0,66", code: "ТОП" },
    { brand: "TDM Electric", series: "ТОП", code: "SQ1101" },
  ],
  related: ["energy-meters"],
  make: (v, o) => ({
    name: `Трансформатор тока ${o.series}-А ${v.primary}/5А ${v.va}ВА класс ${v.cls}`,
    article: `${o.code}-${v.primary}-5-${v.va}-${v.cls.replace(",", "")}`,
    price: (600 + v.primary * 0.6) * (v.cls === "0,5S" ? 1.25 : 1) * (v.va === 10 ? 1.1 : 1),
    features: { current: v.primary, voltage: 660, type: `класс ${v.cls}` },
    description: sentences(`Измерительный трансформатор тока ${v.primary}/5 А класса точности ${v.cls} для коммерческого учёта.`, "Поставляется с поверкой."),
    weightKg: 0.6 + v.primary * 0.001,
  }),
});

export const meteringLines: readonly TLine[] = [energyMeters, transformers];
