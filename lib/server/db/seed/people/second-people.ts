import "server-only";
import type { TRng } from "../prng";
import { makeLegalEntity } from "./make-requisites";
import type { TPeopleSeed } from "./types";

const rub = (roubles: number) => Math.round(roubles * 100);

/**
 * «СтройСнаб Про» has its own buyers. buyer@demo.test exists here too, as a separate account with
 * the same e-mail and phone: accounts belong to one site.
 */
export function buildSecondPeople(rng: TRng): TPeopleSeed {
  const managers = [
    { key: "orlova", name: "Орлова Наталья Викторовна", position: "Персональный менеджер", email: "n.orlova@stroysnab-pro.test", phone: "4957750201" },
    { key: "gusev", name: "Гусев Игорь Олегович", position: "Менеджер отдела продаж", email: "i.gusev@stroysnab-pro.test", phone: "8312150202" },
  ];
  const companies = [
    {
      key: "domstroy",
      name: 'ООО "ДомСтрой"',
      isIndividual: false,
      priceTypeCode: "small-wholesale",
      creditSum: rub(300_000),
      receivables: rub(18_400),
      overdueReceivables: 0,
      overdueDuration: 0,
      deferralDays: 14,
      balance: -rub(18_400),
      bonus: rub(1_200),
      legalEntities: [makeLegalEntity(rng, { name: 'ООО "ДомСтрой"', region: "50", address: "140000, Московская обл., г. Люберцы, ул. Смирновская, д. 6" })],
      managerKeys: ["orlova", "gusev"],
      deliveryAddresses: [{ address: "Московская обл., г. Люберцы, ул. Смирновская, д. 6", city: "Люберцы", comment: "Разгрузка манипулятором", isDefault: true }],
    },
    {
      key: "akvaterm",
      name: 'ООО "АкваТерм"',
      isIndividual: false,
      priceTypeCode: "dealer",
      creditSum: rub(1_000_000),
      receivables: rub(240_000),
      overdueReceivables: rub(40_000),
      overdueDuration: 9,
      deferralDays: 30,
      balance: -rub(240_000),
      bonus: 0,
      legalEntities: [makeLegalEntity(rng, { name: 'ООО "АкваТерм"', region: "52", address: "603000, г. Нижний Новгород, ул. Белинского, д. 32" })],
      managerKeys: ["gusev"],
      deliveryAddresses: [{ address: "г. Нижний Новгород, ул. Белинского, д. 32", city: "Нижний Новгород", comment: null, isDefault: true }],
    },
    {
      key: "belov",
      name: "ИП Белов Артём Сергеевич",
      isIndividual: false,
      priceTypeCode: "retail",
      creditSum: 0,
      receivables: 0,
      overdueReceivables: 0,
      overdueDuration: 0,
      deferralDays: 0,
      balance: 0,
      bonus: 0,
      legalEntities: [makeLegalEntity(rng, { name: "ИП Белов Артём Сергеевич", region: "23", address: "г. Краснодар, ул. Северная, д. 320", soleTrader: true })],
      managerKeys: ["orlova"],
      deliveryAddresses: [{ address: "г. Краснодар, ул. Северная, д. 320", city: "Краснодар", comment: null, isDefault: true }],
    },
  ];
  const users = [
    {
      email: "buyer@demo.test",
      phone: "9000000001",
      firstName: "Сергей",
      lastName: "Волков",
      middleName: "Павлович",
      gender: "male" as const,
      city: "Люберцы",
      position: "Прораб",
      region: "Москва и область",
      isIndividual: false,
      emailAgreedForMarketing: false,
      memberships: [{ company: "domstroy", role: "buyer" as const }],
      activeCompany: "domstroy",
      note: 'покупатель ООО "ДомСтрой" на second.localhost (цены «Мелкий опт»)',
    },
    {
      email: "a.titov@akvaterm.test",
      phone: "9002000001",
      firstName: "Антон",
      lastName: "Титов",
      middleName: "Романович",
      gender: "male" as const,
      city: "Нижний Новгород",
      position: "Генеральный директор",
      region: "Нижний Новгород",
      isIndividual: false,
      emailAgreedForMarketing: true,
      memberships: [{ company: "akvaterm", role: "Administrator" as const }],
      activeCompany: "akvaterm",
    },
    {
      email: "a.belov@belov-ip.test",
      phone: "9002000002",
      firstName: "Артём",
      lastName: "Белов",
      middleName: "Сергеевич",
      gender: "male" as const,
      city: "Краснодар",
      position: "Индивидуальный предприниматель",
      region: "Краснодар",
      isIndividual: false,
      emailAgreedForMarketing: false,
      memberships: [{ company: "belov", role: "Administrator" as const }],
      activeCompany: "belov",
    },
  ];
  return { managers, companies, users };
}
