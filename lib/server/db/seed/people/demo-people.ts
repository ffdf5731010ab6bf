import "server-only";
import type { TRng } from "../prng";
import { slugify } from "../slugify";
import { makeEmail, makePerson } from "./make-person";
import { makeLegalEntity } from "./make-requisites";
import type { TCompanySeed, TPeopleSeed, TUserSeed } from "./types";

const rub = (roubles: number) => Math.round(roubles * 100);

// Other buyers of the demo seller, so lists and look-ups are not trivially short. Region codes are
// the first two INN digits (77 Moscow, 78 St Petersburg, 66 Sverdlovsk, 54 Novosibirsk, 16 Tatarstan).
const OTHER_COMPANIES = [
  { name: 'ООО "ЭлектроМонтаж-Сервис"', region: "77", city: "Москва", address: "г. Москва, Варшавское ш., д. 125, стр. 1" },
  { name: 'ООО "СтройТехКомплект"', region: "50", city: "Мытищи", address: "Московская обл., г. Мытищи, Олимпийский пр-т, д. 29" },
  { name: "ИП Кузнецов Дмитрий Валерьевич", region: "77", city: "Москва", address: "г. Москва, ул. Вавилова, д. 57", soleTrader: true },
  { name: 'ООО "ПромСвет"', region: "78", city: "Санкт-Петербург", address: "г. Санкт-Петербург, Кондратьевский пр-т, д. 15, лит. Д" },
  { name: 'АО "Энергосеть-Регион"', region: "66", city: "Екатеринбург", address: "г. Екатеринбург, ул. Малышева, д. 36" },
  { name: 'ООО "Вольт-Инжиниринг"', region: "54", city: "Новосибирск", address: "г. Новосибирск, Красный пр-т, д. 220" },
  { name: 'ООО "СК Монолит"', region: "16", city: "Казань", address: "г. Казань, ул. Восстания, д. 100" },
  { name: 'ООО "АльфаЭлектро"', region: "77", city: "Москва", address: "г. Москва, Дмитровское ш., д. 71Б" },
  { name: 'ООО "ТехноПарк-М"', region: "50", city: "Подольск", address: "Московская обл., г. Подольск, ул. Плещеевская, д. 9" },
  { name: 'ООО "Северный кабельный центр"', region: "78", city: "Санкт-Петербург", address: "г. Санкт-Петербург, ул. Седова, д. 11" },
  { name: 'ООО "Уралэнергомонтаж"', region: "66", city: "Екатеринбург", address: "г. Екатеринбург, ул. Фронтовых Бригад, д. 18" },
  { name: 'ООО "Казанская электротехническая компания"', region: "16", city: "Казань", address: "г. Казань, ул. Тэцевская, д. 4" },
] as const;

const REGION_OF_CITY: Record<string, string> = {
  Москва: "Москва и область",
  Мытищи: "Москва и область",
  Подольск: "Москва и область",
  "Санкт-Петербург": "Санкт-Петербург и область",
  Екатеринбург: "Екатеринбург",
  Новосибирск: "Новосибирск",
  Казань: "Казань",
};

const company = (c: Omit<TCompanySeed, "overdueReceivables" | "overdueDuration" | "bonus"> & Partial<TCompanySeed>): TCompanySeed => ({
  overdueReceivables: 0,
  overdueDuration: 0,
  bonus: 0,
  ...c,
});

/** Buyers, companies and the seller's managers of «Электро-Опт»; the first five users are the documented demo accounts. */
export function buildDemoPeople(rng: TRng): TPeopleSeed {
  const managers = [
    { key: "ivanova", name: "Иванова Мария Сергеевна", position: "Персональный менеджер", email: "m.ivanova@elektro-opt.test", phone: "4952230101", photoGround: "#cfe0f5" },
    { key: "kuzmin", name: "Кузьмин Павел Андреевич", position: "Региональный менеджер", email: "p.kuzmin@elektro-opt.test", phone: "4952230102" },
    { key: "belova", name: "Белова Анна Игоревна", position: "Менеджер по работе с ключевыми клиентами", email: "a.belova@elektro-opt.test", phone: "8123090103" },
  ];
  const companies: TCompanySeed[] = [
    company({
      key: "romashka",
      name: 'ООО "Ромашка"',
      isIndividual: false,
      priceTypeCode: "wholesale",
      creditSum: rub(1_500_000),
      receivables: rub(48_250.5),
      overdueReceivables: rub(12_000),
      overdueDuration: 5,
      deferralDays: 30,
      balance: -rub(48_250.5),
      bonus: rub(3_540),
      legalEntities: [makeLegalEntity(rng, { name: 'ООО "Ромашка"', region: "77", address: "125009, г. Москва, ул. Полевая, д. 7, офис 12" })],
      managerKeys: ["ivanova", "kuzmin"],
      deliveryAddresses: [
        { address: "г. Москва, ул. Полевая, д. 7, офис 12", city: "Москва", comment: "Въезд со двора, охрана предупреждена", isDefault: true },
        { address: "Московская обл., г. Химки, ул. Заводская, д. 3, склад 2", city: "Химки", comment: "Приёмка с 9:00 до 17:00", isDefault: false },
      ],
    }),
    company({
      key: "vector",
      name: 'АО "Вектор"',
      isIndividual: false,
      priceTypeCode: "large-wholesale",
      creditSum: rub(5_000_000),
      receivables: rub(1_200_000),
      deferralDays: 45,
      balance: -rub(1_200_000),
      legalEntities: [makeLegalEntity(rng, { name: 'АО "Вектор"', region: "78", address: "197101, г. Санкт-Петербург, Петроградская наб., д. 18, лит. А" })],
      managerKeys: ["belova"],
      deliveryAddresses: [{ address: "г. Санкт-Петербург, Петроградская наб., д. 18, лит. А", city: "Санкт-Петербург", comment: null, isDefault: true }],
    }),
    company({
      key: "individual",
      name: "Смирнов Алексей Петрович",
      isIndividual: true,
      priceTypeCode: "retail",
      creditSum: 0,
      receivables: 0,
      deferralDays: 0,
      balance: 0,
      bonus: rub(750),
      legalEntities: [],
      managerKeys: ["kuzmin"],
      deliveryAddresses: [{ address: "г. Казань, ул. Баумана, д. 44, кв. 8", city: "Казань", comment: "Позвонить за час", isDefault: true }],
    }),
  ];
  const base = { gender: "male" as const, isIndividual: false, emailAgreedForMarketing: false };
  const users: TUserSeed[] = [
    {
      ...base,
      email: "buyer@demo.test",
      phone: "9000000001",
      firstName: "Иван",
      lastName: "Петров",
      middleName: "Сергеевич",
      city: "Москва",
      position: "Инженер-снабженец",
      region: "Москва и область",
      emailAgreedForMarketing: true,
      memberships: [{ company: "romashka", role: "buyer" }],
      activeCompany: "romashka",
      note: 'покупатель ООО "Ромашка" (цены «Оптовая»)',
    },
    {
      ...base,
      email: "multi@demo.test",
      phone: "9000000002",
      firstName: "Ольга",
      lastName: "Соколова",
      middleName: "Николаевна",
      gender: "female",
      city: "Санкт-Петербург",
      position: "Руководитель отдела снабжения",
      region: "Санкт-Петербург и область",
      memberships: [
        { company: "romashka", role: "buyer" },
        { company: "vector", role: "Administrator" },
      ],
      activeCompany: "romashka",
      note: 'две компании: ООО "Ромашка" (активная) и АО "Вектор"',
    },
    {
      ...base,
      email: "individual@demo.test",
      phone: "9000000003",
      firstName: "Алексей",
      lastName: "Смирнов",
      middleName: "Петрович",
      city: "Казань",
      position: "Частное лицо",
      region: "Казань",
      isIndividual: true,
      memberships: [{ company: "individual", role: "buyer" }],
      activeCompany: "individual",
      note: "физическое лицо (своя «компания» физлица)",
    },
    {
      ...base,
      email: "admin@demo.test",
      phone: "9000000004",
      firstName: "Елена",
      lastName: "Кузнецова",
      middleName: "Викторовна",
      gender: "female",
      city: "Москва",
      position: "Генеральный директор",
      region: "Москва и область",
      memberships: [{ company: "romashka", role: "Administrator" }],
      activeCompany: "romashka",
      note: 'роль Administrator в ООО "Ромашка"',
    },
    {
      ...base,
      email: "manager@demo.test",
      phone: "9000000005",
      firstName: "Дмитрий",
      lastName: "Орлов",
      middleName: "Андреевич",
      city: "Москва",
      position: "Менеджер по закупкам",
      region: "Москва и область",
      memberships: [{ company: "romashka", role: "Manager" }],
      activeCompany: "romashka",
      savedCards: [
        { maskedPan: "220220******4411", paymentSystem: "MIR", expiry: "11/28" },
        { maskedPan: "427600******7302", paymentSystem: "VISA", expiry: "04/27" },
      ],
      note: 'роль Manager в ООО "Ромашка", две сохранённые карты',
    },
  ];

  const usedEmails = new Set(users.map((u) => u.email));
  let phone = 9001000001;
  OTHER_COMPANIES.forEach((c, i) => {
    const key = `other-${i + 1}`;
    const isSole = "soleTrader" in c && c.soleTrader;
    const credit = isSole ? 0 : rng.int(2, 60) * 50_000;
    const receivables = Math.round(credit * rng.next() * 0.6);
    const overdue = rng.chance(0.3) ? Math.round(receivables * 0.2) : 0;
    companies.push(
      company({
        key,
        name: c.name,
        isIndividual: false,
        priceTypeCode: rng.pick(["retail", "wholesale", "wholesale", "large-wholesale"]),
        creditSum: rub(credit),
        receivables: rub(receivables),
        overdueReceivables: rub(overdue),
        overdueDuration: overdue > 0 ? rng.int(1, 40) : 0,
        deferralDays: credit > 0 ? rng.pick([14, 21, 30, 45, 60]) : 0,
        balance: -rub(receivables),
        bonus: rub(rng.int(0, 20) * 250),
        legalEntities: [makeLegalEntity(rng, { name: c.name, region: c.region, address: c.address, soleTrader: isSole })],
        managerKeys: [rng.pick(managers).key],
        deliveryAddresses: [{ address: c.address, city: c.city, comment: null, isDefault: true }],
      }),
    );
    const domain = slugify(c.name.replace(/^(ООО|АО|ИП)\s*/, "").replace(/"/g, "")) || key;
    const members = isSole ? 1 : rng.int(1, 3);
    for (let m = 0; m < members; m++) {
      const person = makePerson(rng);
      users.push({
        ...person,
        email: makeEmail(person, domain, usedEmails),
        phone: String(phone++),
        city: c.city,
        position: m === 0 && !isSole ? "Генеральный директор" : person.position,
        region: REGION_OF_CITY[c.city] ?? "Москва и область",
        isIndividual: false,
        emailAgreedForMarketing: rng.chance(0.5),
        memberships: [{ company: key, role: m === 0 ? "Administrator" : "buyer" }],
        activeCompany: key,
      });
    }
  });
  return { managers, companies, users };
}
