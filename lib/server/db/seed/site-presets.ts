import "server-only";
import type { TCaptchaSettings, TSiteConfig, TSiteFeatureFlags, TSiteModules, TSiteSettings } from "../schema";
import { electroCatalog } from "./catalog/electro";
import { stroyCatalog } from "./catalog/stroy";
import type { TCatalogTemplate } from "./catalog/types";

export type TSitePreset = {
  code: string;
  name: string;
  isActive: boolean;
  url: string;
  marketUrl: string | null;
  hosts: readonly { host: string; isPrimary: boolean }[];
  settings: TSiteSettings;
  config: TSiteConfig;
  modules: TSiteModules;
  featureFlags: TSiteFeatureFlags;
  captcha: TCaptchaSettings;
  regions: readonly { name: string; isDefault?: boolean }[];
  /** `region` names one of the site's regions. */
  warehouses: readonly { name: string; city: string; address: string; region: string }[];
  /** The base price type comes first; the others are cheaper by a share in `discount`. */
  priceTypes: readonly { code: string; name: string; isBase: boolean; discount: readonly [number, number] }[];
  catalog: TCatalogTemplate | null;
};

// A made-up marketplace: the demo must not point at a real one.
const MARKET_URL = "https://market.example";

const captchaOff: TCaptchaSettings = { enabled: false, key: null, provider: "local", signInAfterFailures: 3 };

const analytics = (b2b: boolean): NonNullable<TSiteConfig["b2bAnalytics"]> => ({
  enabled: b2b,
  // External counters stay off: the demo makes no network calls.
  modules: { b2b: { enabled: b2b }, google: { enabled: false }, yandexMetrika: { enabled: false, ecommerce: false, strict: false } },
});

export const demoSitePreset: TSitePreset = {
  code: "demo",
  name: "Электро-Опт",
  isActive: true,
  url: "http://localhost:3000",
  marketUrl: MARKET_URL,
  hosts: [
    { host: "localhost", isPrimary: true },
    { host: "127.0.0.1", isPrimary: false },
  ],
  settings: {
    showHomePage: true,
    // The demo shows its home page (banners, sections, brands, news): / is not sent on to /catalog.
    homeRedirect: false,
    isPositionsInOrder: true,
    isAllowedViewOrdersOfAllCompanies: true,
    isAllowedSbpPay: true,
    isAllowedViewLegalDocuments: true,
    chatButton: true,
    currentPriceForUnauthorized: true,
    numberOfShownStocks: 2,
  },
  config: {
    chatButton: {
      type: "multi",
      link: "mailto:sales@elektro-opt.test",
      chatButtons: [
        { type: "telegram", link: "https://t.me/elektro_opt_demo", hint: "Написать в Telegram", background: "#229ED9" },
        { type: "whatsapp", link: "https://wa.me/79000000000", hint: "Написать в WhatsApp", background: "#25D366" },
        { type: "email", link: "mailto:sales@elektro-opt.test", hint: "Написать на почту", background: "#1F6FEB" },
      ],
    },
    yandexMetrikaCounterId: null,
    initialAuthMode: "signin",
    defaultSort: null,
    searchKeywords: { replacement: "Аналог", related: "Связанные" },
    b2bAnalytics: analytics(true),
    signInCodeRequired: false,
    companyLookup: { provider: "local", apiKey: null, url: null },
    signupFields: {},
    // No providers of its own: the local bank sign-in is offered where it is allowed.
    bankId: { providers: [], supportEmail: "support@elektro-opt.test" },
    // The golden club: levels and rules are seeded (insert-golden-club.ts); bonuses may pay up to 30 % of an order.
    goldenClub: { enabled: true, spendMaxPercent: 30 },
    // Demo requisites (invented numbers of the right shape): the header of the invoices' PDF.
    sellerRequisites: {
      legalName: 'ООО "Электро-Опт"',
      inn: "7701234561",
      kpp: "770101001",
      address: "115088, г. Москва, ул. Угрешская, д. 2, стр. 3",
      bankName: 'ПАО "Демо Банк", г. Москва',
      bic: "044525999",
      correspondentAccount: "30101810400000000999",
      settlementAccount: "40702810900000012345",
      director: "Соколов А. В.",
      accountant: "Миронова Е. П.",
    },
    home: {
      blocks: [
        {
          type: "banners",
          items: [
            { title: "Оптовые цены после входа", text: "Цены вашей компании, резерв на складе и счёт за минуту.", href: "/catalog?recommended=1" },
            { title: "Отгрузка со складов в 4 городах", text: "Москва, Санкт-Петербург, Екатеринбург, Новосибирск.", href: "/content/usloviya-oferty" },
            { title: "Новости и графики работы", text: "Изменения ассортимента и работы складов.", href: "/posts/news" },
          ],
        },
        { type: "sections", title: "Разделы каталога" },
        { type: "brands", title: "Популярные бренды", limit: 12 },
        { type: "news", feed: "news", limit: 3 },
      ],
    },
    // The help menu's links (the demo's own pages) and video manuals (a made-up host, like the chat links).
    help: {
      linksHeading: "Полезные ссылки",
      links: [
        { title: "Условия оферты и доставки", href: "/content/usloviya-oferty" },
        { title: "Пользовательское соглашение", href: "/content/reglament" },
        { title: "Новости и графики работы складов", href: "/posts/news" },
      ],
      videoManuals: [
        { title: "Как найти товар и оформить заказ", href: "https://video.example/elektro-opt/zakaz", description: "Поиск, фильтры, корзина и оформление заказа.", duration: "4:10" },
        { title: "Спецификации: сохранить и поделиться", href: "https://video.example/elektro-opt/specifikacii", description: "Списки товаров для объектов и их импорт из файла.", duration: "3:05" },
        { title: "Счета и оплата по СБП", href: "https://video.example/elektro-opt/oplata", duration: "2:30" },
      ],
      boxes: {
        specifications:
          "<p>Спецификация — сохранённый список товаров для объекта. Положите её в корзину целиком, поделитесь с коллегами или распечатайте.</p>",
        specImport:
          "<p>Одна строка — один товар: артикул или название, затем через пробел количество. До 300 строк текстом или до 500 строк файлом <b>.xlsx</b> или <b>.csv</b>.</p>",
      },
    },
  },
  modules: { enabled: true, offers: true, orderManager: true, configurator: true },
  // orderPayment: invoices are paid on the site (SBP, with isAllowedSbpPay).
  featureFlags: { documents: true, news: true, orderCancel: false, orderRepeat: true, orderReserve: false, orderReturn: false, orderPayment: true, orderPickup: true },
  captcha: captchaOff,
  regions: [{ name: "Москва и область", isDefault: true }, { name: "Санкт-Петербург и область" }, { name: "Екатеринбург" }, { name: "Новосибирск" }, { name: "Казань" }],
  warehouses: [
    { name: "Центральный склад (Подольск)", city: "Подольск", address: "Московская обл., г. Подольск, ул. Комсомольская, д. 1, стр. 4", region: "Москва и область" },
    { name: "Склад Санкт-Петербург", city: "Санкт-Петербург", address: "г. Санкт-Петербург, Софийская ул., д. 14, лит. Б", region: "Санкт-Петербург и область" },
    { name: "Склад Екатеринбург", city: "Екатеринбург", address: "г. Екатеринбург, ул. Монтажников, д. 4", region: "Екатеринбург" },
    { name: "Склад Новосибирск", city: "Новосибирск", address: "г. Новосибирск, ул. Станционная, д. 30А", region: "Новосибирск" },
  ],
  priceTypes: [
    { code: "retail", name: "Розничная", isBase: true, discount: [0, 0] },
    { code: "wholesale", name: "Оптовая", isBase: false, discount: [0.08, 0.12] },
    { code: "large-wholesale", name: "Крупный опт", isBase: false, discount: [0.15, 0.2] },
  ],
  catalog: electroCatalog,
};

export const secondSitePreset: TSitePreset = {
  code: "second",
  name: "СтройСнаб Про",
  isActive: true,
  url: "http://second.localhost:3000",
  marketUrl: MARKET_URL,
  hosts: [{ host: "second.localhost", isPrimary: true }],
  settings: {
    showHomePage: false,
    homeRedirect: false,
    isPositionsInOrder: false,
    isAllowedViewOrdersOfAllCompanies: false,
    isAllowedSbpPay: true,
    isAllowedViewLegalDocuments: false,
    chatButton: false,
    currentPriceForUnauthorized: false,
    numberOfShownStocks: 3,
  },
  config: {
    // No chat button here: the second seller has none configured (its info answers chatButton: null).
    yandexMetrikaCounterId: null,
    initialAuthMode: "signin",
    signInCodeRequired: false,
    defaultSort: null,
    searchKeywords: { replacement: "Аналог", related: "Сопутствующие" },
    b2bAnalytics: analytics(false),
    companyLookup: { provider: "local", apiKey: null, url: null },
    signupFields: {},
    bankId: { providers: [], supportEmail: "support@stroysnab-pro.test" },
    sellerRequisites: {
      legalName: 'ООО "СтройСнаб Про"',
      inn: "5001234567",
      kpp: "502701001",
      address: "140000, Московская обл., г. Люберцы, Котельнический пр-д, д. 8",
      bankName: 'АО "Демо Банк Подмосковье", г. Москва',
      bic: "044525888",
      correspondentAccount: "30101810100000000888",
      settlementAccount: "40702810500000067890",
      director: "Кузнецов П. И.",
      accountant: null,
    },
  },
  modules: { enabled: true, offers: false, orderManager: false, configurator: false },
  featureFlags: { documents: true, news: false, orderCancel: true, orderRepeat: true, orderReserve: false, orderReturn: false, orderPayment: false, orderPickup: true },
  captcha: captchaOff,
  regions: [{ name: "Москва и область", isDefault: true }, { name: "Нижний Новгород" }, { name: "Краснодар" }, { name: "Ростов-на-Дону" }],
  warehouses: [
    { name: "Склад Люберцы", city: "Люберцы", address: "Московская обл., г. Люберцы, Котельнический пр-д, д. 8", region: "Москва и область" },
    { name: "Склад Нижний Новгород", city: "Нижний Новгород", address: "г. Нижний Новгород, ул. Композиторская, д. 31", region: "Нижний Новгород" },
    { name: "Склад Краснодар", city: "Краснодар", address: "г. Краснодар, ул. Уральская, д. 98/2", region: "Краснодар" },
  ],
  priceTypes: [
    { code: "retail", name: "Розничная", isBase: true, discount: [0, 0] },
    { code: "small-wholesale", name: "Мелкий опт", isBase: false, discount: [0.05, 0.08] },
    { code: "dealer", name: "Дилерская", isBase: false, discount: [0.12, 0.18] },
  ],
  catalog: stroyCatalog,
};

/** A seller whose storefront is switched off: its host shows "site not found" with a link to `url`. */
export const closedSitePreset: TSitePreset = {
  ...secondSitePreset,
  code: "closed",
  name: "КабельТорг",
  isActive: false,
  url: "https://kabeltorg.example",
  marketUrl: null,
  hosts: [{ host: "closed.localhost", isPrimary: true }],
  regions: [],
  warehouses: [],
  priceTypes: [],
  catalog: null,
};

/**
 * What a site made by the seller console (`site:create`) starts with: the demo seller's settings, modules
 * and flags without its contacts (no chat button, no support mail), one region, and neither warehouses nor
 * price types — the first import creates those it names (ADR 0014), so a site never keeps an empty
 * «Основной склад» beside 1C's own.
 */
export function newSitePreset({ code, name, hosts, region }: { code: string; name: string; hosts: readonly string[]; region: string }): TSitePreset {
  return {
    code,
    name,
    isActive: true,
    url: `http://${hosts[0]}`,
    marketUrl: null,
    hosts: hosts.map((host, i) => ({ host, isPrimary: i === 0 })),
    settings: { ...demoSitePreset.settings, chatButton: false },
    config: {
      yandexMetrikaCounterId: null,
      initialAuthMode: "signin",
      signInCodeRequired: false,
      defaultSort: null,
      searchKeywords: demoSitePreset.config.searchKeywords,
      b2bAnalytics: analytics(true),
      companyLookup: { provider: "local", apiKey: null, url: null },
      signupFields: {},
      bankId: { providers: [], supportEmail: null },
    },
    // A new site has no configurator yet: `configurator:save` switches the module on with the first one.
    modules: { ...demoSitePreset.modules, configurator: false },
    featureFlags: demoSitePreset.featureFlags,
    captcha: captchaOff,
    regions: [{ name: region, isDefault: true }],
    warehouses: [],
    priceTypes: [],
    catalog: null,
  };
}
