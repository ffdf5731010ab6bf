// npx tsx --conditions=react-server scripts/bench/generate-commerceml.ts [--goods 100000] [--offers 300000] [--out /tmp/bench-commerceml]
// Writes a CommerceML 2.07 package shaped like 1C's "exchange with site" export (the demo in
// ../shared/data/commerceml-1c-demo): full/import.xml (a classifier of ~300 groups in a tree, 20
// properties — reference and text — and the goods), full/offers.xml (3 price types, 4 warehouses, the
// offers: goods with characteristics as "good#characteristic") and update/offers.xml, an offers-only
// package («СодержитТолькоИзменения="true"») with every offer's prices and stocks changed. Streamed to
// disk, seeded: the same sizes give the same bytes on every run.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRng, type TRng } from "../../lib/server/db/seed/prng";

export type TGenerateOptions = { goods: number; offers: number; out: string; seed?: number };
export type TGeneratedPackage = {
  goods: number;
  offers: number;
  full: { folder: string; files: string[] };
  update: { folder: string; files: string[] };
  /** Words of the goods' names and some of their articles, for the searches of the benchmark. */
  keywords: string[];
  articles: string[];
  bytes: number;
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ROOT_OPEN = '<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ВерсияСхемы="2.07" ДатаФормирования="2026-09-01T10:00:00">\n';
const CLASSIFIER_ID = "b1c0a000-0000-4000-8000-000000000001";
const OWNER = "<Владелец><Ид>b1c0a000-0000-4000-8000-000000000002</Ид><Наименование>ООО «Бенчмарк»</Наименование><ИНН>7700000000</ИНН><КПП>770001001</КПП></Владелец>";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A GUID as 1C writes it, from the seeded stream. */
function guid(rng: TRng): string {
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
}

/** A file written in ~1 MB pieces, waiting for the disk when the stream's buffer is full. */
class XmlWriter {
  private buffer: string[] = [];
  private size = 0;
  bytes = 0;
  private readonly stream: fs.WriteStream;
  constructor(file: string) {
    this.stream = fs.createWriteStream(file);
  }
  async write(text: string) {
    this.buffer.push(text);
    this.size += text.length;
    if (this.size > 1 << 20) await this.flush();
  }
  private async flush() {
    const chunk = this.buffer.join("");
    this.buffer = [];
    this.size = 0;
    this.bytes += Buffer.byteLength(chunk);
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once("drain", () => resolve()));
  }
  async close() {
    await this.flush();
    await new Promise<void>((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

const NOUNS = ["Кабель", "Провод", "Выключатель", "Розетка", "Лампа", "Светильник", "Автомат", "Удлинитель", "Щит", "Счётчик", "Гофра", "Кабель-канал", "Клемма", "Реле", "Датчик", "Прожектор", "Трансформатор", "Стабилизатор", "Дрель", "Перфоратор", "Шуруповёрт", "Болт", "Гайка", "Шуруп", "Саморез", "Дюбель", "Перчатки", "Краска", "Грунтовка", "Герметик"];
const ADJECTIVES = ["медный", "алюминиевый", "светодиодный", "накладной", "встраиваемый", "влагозащищённый", "оцинкованный", "усиленный", "компактный", "промышленный", "бытовой", "универсальный"];
const BRANDS = Array.from({ length: 60 }, (_, i) => `${["Электро", "Техно", "Строй", "Мега", "Про", "Альфа"][i % 6]}${["Мир", "Лайн", "Снаб", "Пром", "Сервис", "Маркет", "Групп", "Тек", "Систем", "Мастер"][Math.floor(i / 6)]}`);
const SIZES = ["XS", "S", "M", "L", "XL", "XXL", "38", "39", "40", "41", "42", "43", "44", "45", "1 м", "2 м", "3 м", "5 м", "10 м", "25 м", "50 м", "100 м"];
const PRICE_TYPES = [
  { id: "b1c0a000-0000-4000-8000-0000000000a1", name: "Розничная" },
  { id: "b1c0a000-0000-4000-8000-0000000000a2", name: "Оптовая" },
  { id: "b1c0a000-0000-4000-8000-0000000000a3", name: "Дилерская" },
];
const WAREHOUSES = [
  { id: "b1c0a000-0000-4000-8000-0000000000b1", name: "Главный склад", city: "Москва" },
  { id: "b1c0a000-0000-4000-8000-0000000000b2", name: "Склад Санкт-Петербург", city: "Санкт-Петербург" },
  { id: "b1c0a000-0000-4000-8000-0000000000b3", name: "Склад Казань", city: "Казань" },
  { id: "b1c0a000-0000-4000-8000-0000000000b4", name: "Склад Екатеринбург", city: "Екатеринбург" },
];

type TProperty = { id: string; name: string; values: { id: string; value: string }[] | null };
type TGood = { id: string; article: string; name: string; characteristics: { id: string; size: string }[] };

/** How many offers each good has: 60% one (the good itself), the rest 2–10 characteristics, `offers` in all. */
function offerCounts(rng: TRng, goods: number, offers: number): number[] {
  if (offers < goods || offers > goods * SIZES.length) throw new Error(`--offers (${offers}): от --goods (${goods}) до ${SIZES.length} на товар`);
  const counts = Array.from({ length: goods }, () => (rng.chance(0.4) ? rng.int(2, 10) : 1));
  let total = counts.reduce((s, c) => s + c, 0);
  // Bring the total to `offers` exactly, one offer at a time, each good keeping 1 to SIZES.length.
  while (total !== offers) {
    const i = rng.int(0, goods - 1);
    if (total < offers && counts[i] < SIZES.length) {
      counts[i]++;
      total++;
    } else if (total > offers && counts[i] > 1) {
      counts[i]--;
      total--;
    }
  }
  return counts;
}

async function writeImport(file: string, rng: TRng, goods: number, counts: number[]): Promise<{ goods: TGood[]; bytes: number; keywords: string[] }> {
  const out = new XmlWriter(file);
  await out.write(XML_HEAD + ROOT_OPEN);
  await out.write(`<Классификатор><Ид>${CLASSIFIER_ID}</Ид><Наименование>Классификатор (Каталог товаров)</Наименование>${OWNER}\n<Группы>\n`);
  // 12 root groups × 5 × 4 = 12 + 60 + 240 = 312 groups; goods go to the leaves.
  const leaves: string[] = [];
  for (let a = 0; a < 12; a++) {
    const rootId = guid(rng);
    await out.write(`<Группа><Ид>${rootId}</Ид><Наименование>${escape(NOUNS[a])} и аксессуары</Наименование><Группы>\n`);
    for (let b = 0; b < 5; b++) {
      await out.write(`<Группа><Ид>${guid(rng)}</Ид><Наименование>${escape(`${NOUNS[(a + b + 12) % NOUNS.length]} ${ADJECTIVES[b]}`)}</Наименование><Группы>\n`);
      for (let c = 0; c < 4; c++) {
        const id = guid(rng);
        leaves.push(id);
        await out.write(`<Группа><Ид>${id}</Ид><Наименование>${escape(`${NOUNS[a]} ${ADJECTIVES[(b + c + 5) % ADJECTIVES.length]} серия ${c + 1}`)}</Наименование></Группа>\n`);
      }
      await out.write("</Группы></Группа>\n");
    }
    await out.write("</Группы></Группа>\n");
  }
  await out.write("</Группы>\n<Свойства>\n");
  // 20 properties: the brand and 11 more reference ones (1C «Справочник»), 8 text ones («Строка»).
  const properties: TProperty[] = [];
  const referenceNames = ["Производитель", "Страна происхождения", "Цвет", "Материал", "Степень защиты", "Серия", "Тип монтажа", "Класс энергоэффективности", "Напряжение", "Сечение", "Количество полюсов", "Упаковка"];
  for (const [i, name] of referenceNames.entries()) {
    const values = (i === 0 ? BRANDS : Array.from({ length: 4 + ((i * 7) % 20) }, (_, v) => `${name.split(" ")[0].toLowerCase()} ${v + 1}`)).map((value) => ({ id: guid(rng), value }));
    properties.push({ id: guid(rng), name, values });
  }
  for (const name of ["Основной поставщик", "Гарантия", "Код ТН ВЭД", "Комментарий", "Модель", "Размер упаковки", "Сертификат", "Срок службы"]) properties.push({ id: guid(rng), name, values: null });
  for (const p of properties) {
    const values = p.values ? `<ВариантыЗначений>${p.values.map((v) => `<Справочник><ИдЗначения>${v.id}</ИдЗначения><Значение>${escape(v.value)}</Значение></Справочник>`).join("")}</ВариантыЗначений>` : "";
    await out.write(`<Свойство><Ид>${p.id}</Ид><Наименование>${escape(p.name)}</Наименование><ТипЗначений>${p.values ? "Справочник" : "Строка"}</ТипЗначений>${values}</Свойство>\n`);
  }
  await out.write(`</Свойства>\n</Классификатор>\n<Каталог СодержитТолькоИзменения="false"><Ид>${CLASSIFIER_ID}</Ид><ИдКлассификатора>${CLASSIFIER_ID}</ИдКлассификатора><Наименование>Каталог товаров</Наименование>${OWNER}\n<Товары>\n`);

  const list: TGood[] = [];
  for (let g = 0; g < goods; g++) {
    const id = guid(rng);
    const noun = rng.pick(NOUNS);
    const name = `${noun} ${rng.pick(ADJECTIVES)} ${rng.pick(BRANDS)} ${rng.int(1, 999)}-${rng.int(10, 99)}`;
    const article = `${noun.slice(0, 2).toUpperCase()}-${String(g + 1).padStart(6, "0")}`;
    const characteristics = counts[g] === 1 ? [] : rng.shuffle(SIZES).slice(0, counts[g]).map((size) => ({ id: guid(rng), size }));
    list.push({ id, article, name, characteristics });
    const values = properties
      .filter((p, i) => i === 0 || rng.chance(0.25))
      .map((p) => `<ЗначенияСвойства><Ид>${p.id}</Ид><Значение>${p.values ? rng.pick(p.values).id : escape(`${p.name.toLowerCase()} ${rng.int(1, 500)}`)}</Значение></ЗначенияСвойства>`)
      .join("");
    await out.write(
      `<Товар><Ид>${id}</Ид><Штрихкод>${2000000000000 + g}</Штрихкод><Артикул>${article}</Артикул><Наименование>${escape(name)}</Наименование>` +
        `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>` +
        `<Группы><Ид>${rng.pick(leaves)}</Ид></Группы><Описание>${escape(`${noun} для профессионального применения.`)}</Описание>` +
        `<ЗначенияСвойств>${values}</ЗначенияСвойств><СтавкиНалогов><СтавкаНалога><Наименование>НДС</Наименование><Ставка>20</Ставка></СтавкаНалога></СтавкиНалогов>` +
        `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>` +
        `<ЗначениеРеквизита><Наименование>ТипНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>` +
        `<ЗначениеРеквизита><Наименование>Полное наименование</Наименование><Значение>${escape(name)}</Значение></ЗначениеРеквизита>` +
        `<ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${(rng.int(10, 50000) / 1000).toFixed(3)}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`,
    );
  }
  await out.write("</Товары>\n</Каталог>\n</КоммерческаяИнформация>\n");
  await out.close();
  return { goods: list, bytes: out.bytes, keywords: NOUNS.map((n) => n.toLowerCase()) };
}

async function writeOffers(file: string, rng: TRng, goods: TGood[], onlyChanges: boolean): Promise<number> {
  const out = new XmlWriter(file);
  await out.write(XML_HEAD + ROOT_OPEN);
  await out.write(`<ПакетПредложений СодержитТолькоИзменения="${onlyChanges}"><Ид>${CLASSIFIER_ID}#</Ид><Наименование>Пакет предложений (Каталог товаров)</Наименование><ИдКаталога>${CLASSIFIER_ID}</ИдКаталога><ИдКлассификатора>${CLASSIFIER_ID}</ИдКлассификатора>${OWNER}\n<ТипыЦен>\n`);
  for (const t of PRICE_TYPES) await out.write(`<ТипЦены><Ид>${t.id}</Ид><Наименование>${t.name}</Наименование><Валюта>RUB</Валюта><Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме></Налог></ТипЦены>\n`);
  await out.write("</ТипыЦен>\n<Склады>\n");
  for (const w of WAREHOUSES) await out.write(`<Склад><Ид>${w.id}</Ид><Наименование>${w.name}</Наименование><Адрес><Представление>РОССИЯ, ${w.city}</Представление><АдресноеПоле><Тип>Город</Тип><Значение>${w.city}</Значение></АдресноеПоле></Адрес></Склад>\n`);
  await out.write("</Склады>\n<Предложения>\n");
  for (const good of goods) {
    const variants = good.characteristics.length ? good.characteristics : [null];
    for (const variant of variants) {
      const retail = rng.int(50, 200000);
      const prices = [retail, Math.round(retail * 0.9), Math.round(retail * 0.8)]
        .map((price, i) => `<Цена><Представление>${price} RUB за шт</Представление><ИдТипаЦены>${PRICE_TYPES[i].id}</ИдТипаЦены><ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>`)
        .join("");
      const stocks = WAREHOUSES.map(() => (rng.chance(0.3) ? 0 : rng.int(1, 500)));
      const name = variant ? `${good.name} (${variant.size})` : good.name;
      const characteristic = variant ? `<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>${escape(variant.size)}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>` : "";
      await out.write(
        `<Предложение><Ид>${variant ? `${good.id}#${variant.id}` : good.id}</Ид><Артикул>${good.article}</Артикул><Наименование>${escape(name)}</Наименование>` +
          `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>${characteristic}<Цены>${prices}</Цены>` +
          `<Количество>${stocks.reduce((s, q) => s + q, 0)}</Количество>${stocks.map((q, i) => `<Склад ИдСклада="${WAREHOUSES[i].id}" КоличествоНаСкладе="${q}"/>`).join("")}</Предложение>\n`,
      );
    }
  }
  await out.write("</Предложения>\n</ПакетПредложений>\n</КоммерческаяИнформация>\n");
  await out.close();
  return out.bytes;
}

/** Writes the full package and the offers-only update under `out` (made afresh), and its manifest.json. */
export async function generateCommerceml(options: TGenerateOptions): Promise<TGeneratedPackage> {
  const rng = createRng(options.seed ?? 20260901);
  const full = path.join(options.out, "full");
  const update = path.join(options.out, "update");
  fs.rmSync(options.out, { recursive: true, force: true });
  fs.mkdirSync(full, { recursive: true });
  fs.mkdirSync(update, { recursive: true });
  const counts = offerCounts(rng.fork("counts"), options.goods, options.offers);
  const catalogue = await writeImport(path.join(full, "import.xml"), rng.fork("import"), options.goods, counts);
  const offersBytes = await writeOffers(path.join(full, "offers.xml"), rng.fork("offers"), catalogue.goods, false);
  const updateBytes = await writeOffers(path.join(update, "offers.xml"), rng.fork("update"), catalogue.goods, true);
  const sample = createRng(7);
  const generated: TGeneratedPackage = {
    goods: options.goods,
    offers: options.offers,
    full: { folder: full, files: ["import.xml", "offers.xml"] },
    update: { folder: update, files: ["offers.xml"] },
    keywords: catalogue.keywords,
    articles: Array.from({ length: 20 }, () => sample.pick(catalogue.goods).article),
    bytes: catalogue.bytes + offersBytes + updateBytes,
  };
  // What the package holds, for a benchmark to reuse it instead of writing it again.
  fs.writeFileSync(path.join(options.out, "manifest.json"), JSON.stringify(generated));
  return generated;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { goods: { type: "string", default: "100000" }, offers: { type: "string", default: "300000" }, out: { type: "string", default: "/tmp/bench-commerceml" } } });
  const started = performance.now();
  const generated = await generateCommerceml({ goods: Number(values.goods), offers: Number(values.offers), out: values.out });
  console.log(`${generated.full.folder}: ${generated.full.files.join(", ")}; ${generated.update.folder}: ${generated.update.files.join(", ")}`);
  console.log(`${(generated.bytes / 1e6).toFixed(0)} МБ за ${((performance.now() - started) / 1000).toFixed(1)} с`);
}
