// npx tsx --conditions=react-server scripts/generate-lookup-data.ts — rebuilds the bundled company and
// address data set of the local lookup adapter (lib/server/adapters/company-lookup/data/*.json).
// Deterministic: the same seed gives byte-identical files, so the committed JSON can be checked.
import fs from "node:fs";
import path from "node:path";
import type { TAddressRecord, TCompanyRecord } from "../lib/server/adapters/company-lookup/types";
import { createRng, type TRng } from "../lib/server/db/seed/prng";
import { innWithChecksum } from "../lib/shared/inn";

const SEED = 20240603;
const ADDRESSES_PER_CITY = 27;
const COMPANY_COUNT = 240;
const outDir = path.resolve(import.meta.dirname, "../lib/server/adapters/company-lookup/data");

type TCity = {
  city: string;
  region: string;
  regionType: string;
  regionTypeFull: string;
  /** Two-digit code of the federal subject: starts INN, KPP and the subject part of OGRN. */
  code: string;
  postal: string;
  isFederalCity?: boolean;
};

const cities: TCity[] = [
  { city: "Москва", region: "Москва", regionType: "г", regionTypeFull: "город", code: "77", postal: "1", isFederalCity: true },
  { city: "Санкт-Петербург", region: "Санкт-Петербург", regionType: "г", regionTypeFull: "город", code: "78", postal: "19", isFederalCity: true },
  { city: "Новосибирск", region: "Новосибирская", regionType: "обл", regionTypeFull: "область", code: "54", postal: "630" },
  { city: "Екатеринбург", region: "Свердловская", regionType: "обл", regionTypeFull: "область", code: "66", postal: "620" },
  { city: "Казань", region: "Татарстан", regionType: "Респ", regionTypeFull: "республика", code: "16", postal: "420" },
  { city: "Нижний Новгород", region: "Нижегородская", regionType: "обл", regionTypeFull: "область", code: "52", postal: "603" },
  { city: "Челябинск", region: "Челябинская", regionType: "обл", regionTypeFull: "область", code: "74", postal: "454" },
  { city: "Самара", region: "Самарская", regionType: "обл", regionTypeFull: "область", code: "63", postal: "443" },
  { city: "Омск", region: "Омская", regionType: "обл", regionTypeFull: "область", code: "55", postal: "644" },
  { city: "Ростов-на-Дону", region: "Ростовская", regionType: "обл", regionTypeFull: "область", code: "61", postal: "344" },
  { city: "Уфа", region: "Башкортостан", regionType: "Респ", regionTypeFull: "республика", code: "02", postal: "450" },
  { city: "Красноярск", region: "Красноярский", regionType: "край", regionTypeFull: "край", code: "24", postal: "660" },
  { city: "Пермь", region: "Пермский", regionType: "край", regionTypeFull: "край", code: "59", postal: "614" },
  { city: "Воронеж", region: "Воронежская", regionType: "обл", regionTypeFull: "область", code: "36", postal: "394" },
  { city: "Волгоград", region: "Волгоградская", regionType: "обл", regionTypeFull: "область", code: "34", postal: "400" },
  { city: "Краснодар", region: "Краснодарский", regionType: "край", regionTypeFull: "край", code: "23", postal: "350" },
  { city: "Тюмень", region: "Тюменская", regionType: "обл", regionTypeFull: "область", code: "72", postal: "625" },
  { city: "Ярославль", region: "Ярославская", regionType: "обл", regionTypeFull: "область", code: "76", postal: "150" },
  { city: "Тула", region: "Тульская", regionType: "обл", regionTypeFull: "область", code: "71", postal: "300" },
  { city: "Калининград", region: "Калининградская", regionType: "обл", regionTypeFull: "область", code: "39", postal: "236" },
];

const streetTypes: Record<string, string> = { ул: "улица", "пр-кт": "проспект", пер: "переулок", ш: "шоссе", "б-р": "бульвар", наб: "набережная", проезд: "проезд" };

const streets: [string, string][] = [
  ["ул", "Ленина"], ["ул", "Советская"], ["пр-кт", "Мира"], ["ул", "Гагарина"], ["ул", "Садовая"],
  ["ул", "Промышленная"], ["ш", "Энтузиастов"], ["ул", "Заводская"], ["пер", "Почтовый"], ["ул", "Строителей"],
  ["ул", "Лесная"], ["б-р", "Победы"], ["ул", "Центральная"], ["ул", "Кирова"], ["ул", "Пушкина"],
  ["ул", "Октябрьская"], ["наб", "Речная"], ["ул", "Молодёжная"], ["ул", "Школьная"], ["ул", "Комсомольская"],
  ["пр-кт", "Ленинградский"], ["ул", "Чкалова"], ["ул", "Некрасова"], ["ул", "Гоголя"], ["ул", "Маяковского"],
  ["ул", "Профсоюзная"], ["проезд", "Складской"], ["ул", "Индустриальная"], ["ул", "Энергетиков"], ["ул", "Монтажников"],
  ["ш", "Московское"], ["ул", "Карла Маркса"], ["ул", "Фрунзе"], ["ул", "Свердлова"], ["ул", "Куйбышева"],
  ["ул", "Дзержинского"], ["ул", "Первомайская"], ["ул", "Железнодорожная"], ["пер", "Тихий"], ["ул", "Новая"],
];

const maleSurnames = ["Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов", "Степанов", "Николаев", "Орлов", "Андреев", "Макаров", "Никитин", "Захаров"];
const maleNames = ["Александр", "Дмитрий", "Максим", "Сергей", "Андрей", "Алексей", "Артём", "Илья", "Кирилл", "Михаил", "Никита", "Роман", "Евгений", "Владимир", "Олег", "Игорь"];
const femaleNames = ["Анна", "Елена", "Ольга", "Наталья", "Татьяна", "Ирина", "Светлана", "Мария", "Екатерина", "Юлия", "Марина", "Людмила"];
const patronymicRoots = ["Александров", "Дмитриев", "Сергеев", "Андреев", "Алексеев", "Михайлов", "Николаев", "Владимиров", "Викторов", "Петров", "Иванов", "Юрьев"];

const nameHeads = ["Электро", "Техно", "Энерго", "Пром", "Строй", "Свет", "Кабель", "Монтаж", "Снаб", "Сеть", "Гидро", "Инже", "Авто", "Тепло", "Агро", "Мега", "Урал", "Сибирь", "Волга", "Нева"];
const nameTails = ["снаб", "комплект", "торг", "сервис", "монтаж", "холдинг", "ресурс", "трейд", "систем", "маркет", "снабжение", "пром", "техника", "деталь", "поставка"];
const nameWords = ["Вектор", "Меридиан", "Горизонт", "Альянс", "Восток", "Гранит", "Импульс", "Квант", "Партнёр", "Прогресс", "Регион", "Спектр", "Стандарт", "Фаворит", "Эталон", "Орион", "Полюс", "Ампер", "Вольт", "Фаза", "Сигма", "Атлант", "Магистраль", "Континент", "Перспектива"];
const nameAdjectives = ["Северный", "Южный", "Первый", "Новый", "Сибирский", "Уральский", "Центральный", "Торговый", "Инженерный", "Технический"];

const forms = [
  { short: "ООО", full: "ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ", weight: 8 },
  { short: "АО", full: "АКЦИОНЕРНОЕ ОБЩЕСТВО", weight: 1 },
  { short: "ПАО", full: "ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО", weight: 0.3 },
];

/** OGRN: the 12 digits taken as a number, modulo 11, modulo 10 (done digit by digit: it exceeds 2^53). */
function ogrnCheckDigit(first12: string): string {
  let rest = 0;
  for (const digit of first12) rest = (rest * 10 + Number(digit)) % 11;
  return String(rest % 10);
}

function digits(rng: TRng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
}

/** A UUID-shaped id (version 4 layout) drawn from the seeded stream: stable across runs, unlike randomUUID. */
function fiasId(rng: TRng): string {
  const hex = () => rng.int(0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join("");
  return `${part(8)}-${part(4)}-4${part(3)}-${"89ab"[rng.int(0, 3)]}${part(3)}-${part(12)}`;
}

function houseNumber(rng: TRng): string {
  const n = String(rng.int(1, 180));
  if (rng.chance(0.12)) return `${n}${rng.pick(["А", "Б", "В"])}`;
  if (rng.chance(0.1)) return `${n} к ${rng.int(1, 4)}`;
  if (rng.chance(0.06)) return `${n} стр ${rng.int(1, 9)}`;
  return n;
}

function generateAddresses(rng: TRng): TAddressRecord[] {
  const out: TAddressRecord[] = [];
  for (const city of cities) {
    const cityRng = rng.fork(city.city);
    const regionFiasId = fiasId(cityRng);
    const cityFiasId = city.isFederalCity ? regionFiasId : fiasId(cityRng);
    const streetIds = new Map<string, string>();
    const seen = new Set<string>();
    while (seen.size < ADDRESSES_PER_CITY) {
      const [streetType, street] = cityRng.pick(streets);
      const house = houseNumber(cityRng);
      const key = `${street}|${house}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!streetIds.has(street)) streetIds.set(street, fiasId(cityRng));
      const postalCode = (city.postal + digits(cityRng, 6)).slice(0, 6);
      out.push({
        postalCode,
        region: city.region,
        regionType: city.regionType,
        regionTypeFull: city.regionTypeFull,
        regionFiasId,
        isFederalCity: Boolean(city.isFederalCity),
        city: city.city,
        cityType: "г",
        cityTypeFull: "город",
        cityFiasId,
        street,
        streetType,
        streetTypeFull: streetTypes[streetType],
        streetFiasId: streetIds.get(street) ?? "",
        house,
        houseFiasId: fiasId(cityRng),
      });
    }
  }
  return out;
}

function companyName(rng: TRng): string {
  const kind = rng.int(0, 3);
  if (kind === 0) return `${rng.pick(nameHeads)}${rng.pick(nameTails)}`;
  if (kind === 1) return rng.pick(nameWords);
  if (kind === 2) return `${rng.pick(nameAdjectives)} ${rng.pick(nameWords).toLowerCase()}`;
  return `${rng.pick(nameWords)}-${rng.pick(nameHeads)}${rng.pick(nameTails)}`;
}

function director(rng: TRng): { name: string; post: string } {
  const female = rng.chance(0.3);
  const surname = rng.pick(maleSurnames);
  const patronymic = rng.pick(patronymicRoots);
  const name = female
    ? `${surname}а ${rng.pick(femaleNames)} ${patronymic}на`
    : `${surname} ${rng.pick(maleNames)} ${patronymic}ич`;
  return { name, post: rng.chance(0.8) ? "ГЕНЕРАЛЬНЫЙ ДИРЕКТОР" : "ДИРЕКТОР" };
}

function pickForm(rng: TRng) {
  const total = forms.reduce((acc, f) => acc + f.weight, 0);
  let roll = rng.next() * total;
  for (const form of forms) {
    roll -= form.weight;
    if (roll < 0) return form;
  }
  return forms[0];
}

function generateCompanies(rng: TRng, addresses: TAddressRecord[]): TCompanyRecord[] {
  const out: TCompanyRecord[] = [];
  const names = new Set<string>();
  const inns = new Set<string>();
  while (out.length < COMPANY_COUNT) {
    const name = companyName(rng);
    if (names.has(name)) continue;
    const address = rng.pick(addresses);
    const city = cities.find((c) => c.city === address.city) ?? cities[0];
    const office = `${city.code}${String(rng.int(1, 50)).padStart(2, "0")}`;
    const first9 = office + digits(rng, 5);
    const inn = innWithChecksum(first9);
    if (inns.has(inn)) continue;
    names.add(name);
    inns.add(inn);
    const year = rng.int(2, 23);
    const first12 = `1${String(year).padStart(2, "0")}${city.code}${digits(rng, 7)}`;
    const form = pickForm(rng);
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    out.push({
      inn,
      kpp: `${office}01001`,
      ogrn: first12 + ogrnCheckDigit(first12),
      ogrnDate: `20${String(year).padStart(2, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      opfShort: form.short,
      opfFull: form.full,
      name,
      director: director(rng),
      address,
      office: String(rng.int(1, 450)),
    });
  }
  return out.sort((a, b) => a.inn.localeCompare(b.inn));
}

/** One record a line: small diffs when the generator changes. */
function toJson(items: unknown[]): string {
  return `[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]\n`;
}

const rng = createRng(SEED);
const addresses = generateAddresses(rng.fork("addresses"));
const companies = generateCompanies(rng.fork("companies"), addresses);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "addresses.json"), toJson(addresses));
fs.writeFileSync(path.join(outDir, "companies.json"), toJson(companies));
console.log(`Записано: ${addresses.length} адресов, ${companies.length} компаний → ${path.relative(process.cwd(), outDir)}`);
