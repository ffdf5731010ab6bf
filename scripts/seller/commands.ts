// The seller console's commands: each parses its options and prints; the work is done by services in
// lib/server. Texts are Russian, like everything the seller reads.
import fs from "node:fs";
import { ZMemberRole } from "../../lib/contracts/auth";
import type { TSellerRequisites } from "../../lib/server/db/schema";
import { createInvitation } from "../../lib/server/auth/create-invitation";
import { findCompanyByInn } from "../../lib/server/auth/find-company-by-inn";
import { getEnv } from "../../lib/server/env";
import { setExchangeAccount } from "../../lib/server/exchange/set-exchange-account";
import { deliverOutbox } from "../../lib/server/outbox/deliver-outbox";
import { createSite } from "../../lib/server/sites/create-site";
import { listSites } from "../../lib/server/sites/list-sites";
import { setHelpConfig } from "../../lib/server/sites/set-help-config";
import { setHomeConfig } from "../../lib/server/sites/set-home-config";
import { setSellerRequisites } from "../../lib/server/sites/set-seller-requisites";
import { listSiteHosts, updateSiteHosts } from "../../lib/server/sites/update-site-hosts";
import { approveCompany } from "../../lib/server/users/approve-company";
import { createManager } from "../../lib/server/users/create-manager";
import { createSiteUser } from "../../lib/server/users/create-site-user";
import { listManagers } from "../../lib/server/users/list-managers";
import { setManagerPhoto } from "../../lib/server/users/manager-photo";
import { listSiteCompanies } from "../../lib/server/users/list-site-companies";
import { list, positiveInt, required, siteOf, text, UsageError, type TCommand, type TOptions, type TValues } from "./args";
import { formatDateTime, printTable } from "./format";
import { importCommands } from "./import-commands";
import { clubCommands } from "./club-commands";
import { configuratorCommands } from "./configurator-commands";
import { specificationCommands } from "./specification-commands";

/** The storefront address of a site: --url, else its primary host on this server's port. */
async function originOf(siteId: number, url: string | undefined): Promise<string> {
  if (url) return url.replace(/\/$/, "");
  const [primary] = await listSiteHosts(siteId);
  const port = getEnv().PORT;
  return `http://${primary?.host ?? "localhost"}${port === 80 ? "" : `:${port}`}`;
}

const siteOption = { site: { type: "string" } } satisfies TOptions;

/** A part of the site config from the seller's JSON: --file sets it, --reset clears it, neither shows it as it is. */
async function fileOrReset<T>(values: TValues, current: T | null, set: (json: string | null) => Promise<T | null>): Promise<T | null> {
  const file = text(values, "file");
  if (file !== undefined && values.reset) throw new UsageError("укажите --file или --reset, не оба");
  if (file !== undefined) {
    if (!fs.existsSync(file)) throw new UsageError(`нет файла ${file}`);
    return set(fs.readFileSync(file, "utf8"));
  }
  return values.reset ? set(null) : current;
}

/** site:requisites: each option and the requisite it sets. */
const requisiteOptions = {
  "legal-name": "legalName",
  inn: "inn",
  kpp: "kpp",
  address: "address",
  bank: "bankName",
  bic: "bic",
  "corr-account": "correspondentAccount",
  account: "settlementAccount",
  director: "director",
  accountant: "accountant",
} as const satisfies Record<string, keyof TSellerRequisites>;

const FILE_LIMIT = /^(\d+)\s*([KkMmGg]?)$/;

function fileLimitOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = FILE_LIMIT.exec(value.trim());
  const bytes = match ? Number(match[1]) * 1024 ** " kmg".indexOf(match[2].toLowerCase() || " ") : NaN;
  if (!match || bytes < 64 * 1024) throw new UsageError("--file-limit: размер части в байтах, можно с K, M или G (например 100M), не меньше 64K");
  return bytes;
}

function yesNo(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "yes" || value === "no") return value === "yes";
  throw new UsageError(`--${name}: yes или no`);
}

export const commands: TCommand[] = [
  {
    name: "site:list",
    summary: "сайты продавцов с хостами и логином обмена",
    usage: "site:list",
    example: "npm run seller -- site:list",
    options: {},
    async run() {
      const sites = await listSites();
      if (!sites.length) return console.log("Сайтов нет: npm run seller -- site:create …");
      printTable(
        ["код", "название", "хосты (первый — основной)", "обмен 1С", "включён"],
        sites.map((s) => [s.code, s.name, s.hosts.join(", "), s.exchangeLogin ?? "—", s.isActive ? "да" : "нет"]),
      );
    },
  },
  {
    name: "site:create",
    summary: "новый сайт продавца с хостами (первый --host — основной)",
    usage: 'site:create --code <код> --name "<название>" --host <хост> [--host <хост>…] [--region "<регион>"]',
    example: 'npm run seller -- site:create --code acme --name "ООО Акме" --host acme.local --host www.acme.local',
    options: { code: { type: "string" }, name: { type: "string" }, host: { type: "string", multiple: true }, region: { type: "string" } },
    async run(values) {
      const created = await createSite({ code: required(values, "code"), name: required(values, "name"), hosts: list(values, "host"), region: text(values, "region") });
      console.log(`Создан сайт «${created.code}» (№ ${created.id}), хосты: ${created.hosts.join(", ")}`);
      console.log("Типы цен и склады появятся с первой загрузкой каталога. Дальше:");
      console.log(`  npm run seller -- exchange:set --site ${created.code} --login exchange --password …   (обмен с 1С)`);
      console.log(`  npm run seller -- import --site ${created.code} <папка выгрузки 1С, YML или xlsx>`);
    },
  },
  {
    name: "site:hosts",
    summary: "хосты сайта: добавить, убрать, выбрать основной (без параметров — показать)",
    usage: "site:hosts --site <сайт> [--add <хост>…] [--remove <хост>…] [--primary <хост>]",
    example: "npm run seller -- site:hosts --site acme --add shop.acme.ru --primary shop.acme.ru --remove acme.local",
    options: { ...siteOption, add: { type: "string", multiple: true }, remove: { type: "string", multiple: true }, primary: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const hosts = await updateSiteHosts(site.id, { add: list(values, "add"), remove: list(values, "remove"), primary: text(values, "primary") });
      console.log(`Хосты сайта «${site.code}»:`);
      for (const h of hosts) console.log(`  ${h.host}${h.isPrimary ? "  (основной)" : ""}`);
    },
  },
  {
    name: "site:requisites",
    summary: "реквизиты продавца для счетов и накладных (без параметров — показать)",
    usage:
      'site:requisites --site <сайт> [--legal-name "<название>"] [--inn <ИНН>] [--kpp <КПП>] [--address "<адрес>"] [--bank "<банк>"] [--bic <БИК>] [--corr-account <к/с>] [--account <р/с>] [--director "<ФИО>"] [--accountant "<ФИО>"]',
    example: 'npm run seller -- site:requisites --site acme --legal-name \'ООО "Акме"\' --inn 7701234561 --kpp 770101001 --bank \'ПАО "Банк"\' --bic 044525999 --corr-account 30101810400000000999 --account 40702810900000012345 --address "г. Москва, ул. Ленина, 1"',
    options: {
      ...siteOption,
      ...Object.fromEntries(Object.keys(requisiteOptions).map((name) => [name, { type: "string" as const }])),
    },
    async run(values) {
      const site = await siteOf(values);
      const change = Object.fromEntries(Object.entries(requisiteOptions).map(([option, field]) => [field, text(values, option)]));
      const requisites = Object.values(change).some((v) => v !== undefined) ? await setSellerRequisites(site, change) : site.config.sellerRequisites;
      if (!requisites) return console.log(`У сайта «${site.code}» реквизиты не заданы: npm run seller -- site:requisites --site ${site.code} --legal-name … (help: site:requisites)`);
      console.log(`Реквизиты сайта «${site.code}»:`);
      for (const [option, field] of Object.entries(requisiteOptions)) console.log(`  --${option}: ${requisites[field] ?? "—"}`);
    },
  },
  {
    name: "site:home",
    summary: "блоки главной страницы: баннеры, разделы, бренды, новости (без параметров — показать)",
    usage: "site:home --site <сайт> [--file <blocks.json> | --reset]",
    example:
      'npm run seller -- site:home --site acme --file home.json   (home.json: {"blocks":[{"type":"banners","items":[{"title":"Скидки","href":"/catalog?recommended=1"}]},{"type":"sections"},{"type":"brands","limit":12},{"type":"news","feed":"news","limit":3}]})',
    options: { ...siteOption, file: { type: "string" }, reset: { type: "boolean" } },
    async run(values) {
      const site = await siteOf(values);
      const config = await fileOrReset(values, site.config.home ?? null, (json) => setHomeConfig(site, json));
      if (!site.settings.showHomePage) console.log(`У сайта «${site.code}» главная страница выключена (showHomePage): блоки не показываются.`);
      if (!config) return console.log(`У сайта «${site.code}» блоки главной не заданы: на главной — разделы каталога первого уровня.`);
      console.log(`Блоки главной сайта «${site.code}»:`);
      console.log(JSON.stringify(config, null, 2));
    },
  },
  {
    name: "site:help",
    summary: "меню «Помощь»: ссылки, видеоинструкции и подсказки экранов (без параметров — показать)",
    usage: "site:help --site <сайт> [--file <help.json> | --reset]",
    example:
      'npm run seller -- site:help --site acme --file help.json   (help.json: {"linksHeading":"Полезные ссылки","links":[{"title":"Условия оферты","href":"/content/usloviya-oferty"}],"videoManuals":[{"title":"Как оформить заказ","href":"https://video.example/zakaz","duration":"3:20"}],"boxes":{"specImport":"<p>Одна строка — один товар</p>"}})',
    options: { ...siteOption, file: { type: "string" }, reset: { type: "boolean" } },
    async run(values) {
      const site = await siteOf(values);
      const config = await fileOrReset(values, site.config.help ?? null, (json) => setHelpConfig(site, json));
      if (!config) return console.log(`У сайта «${site.code}» помощь не настроена: в меню «Помощь» — только менеджеры.`);
      console.log(`Помощь сайта «${site.code}»:`);
      console.log(JSON.stringify(config, null, 2));
    },
  },
  {
    name: "exchange:set",
    summary: "учётная запись обмена с 1С и его настройки (пароль хранится только как хеш)",
    usage:
      "exchange:set --site <сайт> [--login <логин>] [--password <пароль> | EXCHANGE_PASSWORD=…] [--brand-property <свойство>…] [--file-limit <байт|100M>] [--zip yes|no] [--url <адрес витрины>]",
    example: "EXCHANGE_PASSWORD='…' npm run seller -- exchange:set --site acme --login exchange --brand-property Производитель --zip yes",
    options: {
      ...siteOption,
      login: { type: "string" },
      password: { type: "string" },
      "brand-property": { type: "string", multiple: true },
      "file-limit": { type: "string" },
      zip: { type: "string" },
      url: { type: "string" },
    },
    async run(values) {
      const site = await siteOf(values);
      const brandProperties = list(values, "brand-property").map((p) => p.trim()).filter(Boolean);
      const account = await setExchangeAccount(site.id, {
        login: text(values, "login"),
        password: text(values, "password") ?? (process.env.EXCHANGE_PASSWORD || undefined),
        settings: { brandProperties: brandProperties.length ? brandProperties : undefined, fileLimit: fileLimitOf(text(values, "file-limit")), zip: yesNo(text(values, "zip"), "zip") },
      });
      console.log(`${account.created ? "Создана" : "Изменена"} учётная запись обмена сайта «${site.code}»: логин ${account.login}${account.passwordChanged ? ", пароль задан" : ", пароль прежний"}`);
      const s = account.settings;
      console.log(
        `  бренд из свойства: ${s.brandProperties?.join(", ") ?? "по умолчанию (Производитель, Бренд, Марка)"}; ` +
          `часть файла: ${s.fileLimit ? `${s.fileLimit} байт` : "по умолчанию"}; zip: ${s.zip === undefined ? "по умолчанию" : s.zip ? "да" : "нет"}`,
      );
      console.log(`Адрес для 1С (Настройки обмена с сайтом → Адрес сайта): ${await originOf(site.id, text(values, "url"))}/exchange/1c`);
    },
  },
  ...importCommands,
  {
    name: "companies",
    summary: "компании-покупатели сайта (--new — ещё не одобренные)",
    usage: "companies --site <сайт> [--new] [--limit N]",
    example: "npm run seller -- companies --site acme --new",
    options: { ...siteOption, new: { type: "boolean" }, limit: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listSiteCompanies(site.id, { onlyNew: values.new === true, limit: positiveInt(values, "limit", 100) });
      if (!rows.length) return console.log(values.new ? "Новых компаний нет." : "Компаний нет.");
      printTable(
        ["№", "ИНН", "название", "зарегистрирована", "одобрена", "тип цен", "менеджер", "сотрудников"],
        rows.map((c) => [String(c.id), c.inn ?? (c.isIndividual ? "физ. лицо" : "—"), c.name, formatDateTime(c.createdAt), formatDateTime(c.approvedAt), c.priceType ?? "—", c.managers.join(", ") || "—", String(c.members)]),
      );
    },
  },
  {
    name: "companies:approve",
    summary: "одобрить компанию: тип цен и менеджер",
    usage: "companies:approve --site <сайт> (--inn <ИНН> | --id <№>) [--price-type <код или название>] [--manager <имя или e-mail>]",
    example: "npm run seller -- companies:approve --site acme --inn 7707083893 --price-type wholesale --manager manager@acme.ru",
    options: { ...siteOption, inn: { type: "string" }, id: { type: "string" }, "price-type": { type: "string" }, manager: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const done = await approveCompany(site.id, { inn: text(values, "inn"), companyId: positiveInt(values, "id"), priceType: text(values, "price-type"), manager: text(values, "manager") });
      console.log(`${done.wasApproved ? "Компания уже была одобрена" : "Одобрена компания"} «${done.name}» (№ ${done.id}) — ${formatDateTime(done.approvedAt)}`);
      console.log(`  тип цен: ${done.priceType ?? "базовый сайта"}${done.manager ? `; менеджер: ${done.manager}` : ""}`);
    },
  },
  {
    name: "managers",
    summary: "менеджеры продавца",
    usage: "managers --site <сайт>",
    example: "npm run seller -- managers --site acme",
    options: { ...siteOption },
    async run(values) {
      const site = await siteOf(values);
      const rows = await listManagers(site.id);
      if (!rows.length) return console.log("Менеджеров нет: npm run seller -- managers:create …");
      printTable(["№", "имя", "должность", "e-mail", "телефон", "фото"], rows.map((m) => [String(m.id), m.name, m.position ?? "—", m.email ?? "—", m.phone ?? "—", m.photoPath ? "есть" : "—"]));
    },
  },
  {
    name: "managers:photo",
    summary: "фото менеджера в меню помощи (JPG или PNG до 2 МБ); без фото покупатели видят инициалы",
    usage: "managers:photo --site <сайт> --id <№ менеджера> (--file <фото.jpg> | --remove)",
    example: "npm run seller -- managers:photo --site acme --id 3 --file anna.jpg",
    options: { ...siteOption, id: { type: "string" }, file: { type: "string" }, remove: { type: "boolean" } },
    async run(values) {
      const site = await siteOf(values);
      const id = positiveInt(values, "id");
      if (id === undefined) throw new UsageError("укажите --id (список: npm run seller -- managers --site …)");
      const file = text(values, "file");
      if ((file === undefined) === !values.remove) throw new UsageError("укажите --file или --remove");
      if (file !== undefined && !fs.existsSync(file)) throw new UsageError(`нет файла ${file}`);
      const done = await setManagerPhoto(site.id, id, file === undefined ? null : fs.readFileSync(file));
      console.log(done.photo ? `Фото менеджера «${done.name}»: ${done.photo}` : `У менеджера «${done.name}» нет фото: покупатели видят инициалы`);
    },
  },
  {
    name: "managers:create",
    summary: "новый менеджер (покупатели видят его в меню помощи)",
    usage: 'managers:create --site <сайт> --name "<имя>" [--email <e-mail>] [--phone <телефон>] [--position "<должность>"]',
    example: 'npm run seller -- managers:create --site acme --name "Анна Смирнова" --email anna@acme.ru --phone "+7 900 111-22-33"',
    options: { ...siteOption, name: { type: "string" }, email: { type: "string" }, phone: { type: "string" }, position: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const manager = await createManager(site.id, { name: required(values, "name"), email: text(values, "email"), phone: text(values, "phone"), position: text(values, "position") });
      console.log(`Создан менеджер «${manager.name}» (№ ${manager.id})${manager.email ? `, ${manager.email}` : ""}`);
    },
  },
  {
    name: "users:create",
    summary: "новый пользователь компании с паролем (новая компания создаётся неодобренной)",
    usage:
      'users:create --site <сайт> --email <e-mail> [--phone <телефон>] (--password <пароль> | USER_PASSWORD=…) --company-inn <ИНН> [--company-name "<название>"] [--name "<Фамилия Имя>"] [--role buyer|Manager|Administrator]',
    example: 'npm run seller -- users:create --site acme --email buyer@romashka.ru --password "…" --company-inn 7707083893 --company-name "ООО Ромашка" --role Administrator',
    options: {
      ...siteOption,
      email: { type: "string" },
      phone: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      "company-inn": { type: "string" },
      "company-name": { type: "string" },
      role: { type: "string" },
    },
    async run(values) {
      const site = await siteOf(values);
      const role = ZMemberRole.safeParse(text(values, "role") ?? "buyer");
      if (!role.success) throw new UsageError(`--role: одна из ${ZMemberRole.options.join(", ")}`);
      const password = text(values, "password") ?? process.env.USER_PASSWORD;
      if (!password) throw new UsageError("укажите пароль: --password или переменная USER_PASSWORD");
      const user = await createSiteUser(site.id, {
        email: required(values, "email"),
        phone: text(values, "phone"),
        password,
        name: text(values, "name"),
        companyInn: required(values, "company-inn"),
        companyName: text(values, "company-name"),
        role: role.data,
      });
      console.log(`Создан пользователь ${user.email} (№ ${user.id}), роль ${user.role} в «${user.company.name}»`);
      if (user.company.created) console.log(`  компания создана и ждёт одобрения: npm run seller -- companies:approve --site ${site.code} --inn ${text(values, "company-inn")?.trim()} …`);
    },
  },
  {
    name: "invite",
    summary: "пригласить человека в компанию (одноразовый код и ссылка по почте)",
    usage: "invite --site <сайт> --company-inn <ИНН> --email <e-mail> [--phone <телефон>] [--role buyer|Manager|Administrator] [--url <адрес витрины>]",
    example: "npm run seller -- invite --site localhost --company-inn 7707083893 --email person@example.com",
    options: { ...siteOption, host: { type: "string" }, "company-inn": { type: "string" }, email: { type: "string" }, phone: { type: "string" }, role: { type: "string" }, url: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const inn = required(values, "company-inn");
      const email = required(values, "email");
      const role = ZMemberRole.safeParse(text(values, "role") ?? "buyer");
      if (!role.success) throw new UsageError(`--role: одна из ${ZMemberRole.options.join(", ")}`);
      const company = await findCompanyByInn({ site }, inn);
      if (!company) throw new Error(`на сайте «${site.code}» нет компании с ИНН ${inn}`);
      const origin = await originOf(site.id, text(values, "url"));
      const created = await createInvitation({ site, locale: "ru", origin }, { companyId: company.id, email, phone: text(values, "phone"), role: role.data, invitedById: null });
      await deliverOutbox();
      console.log(`Приглашение в «${company.name}» для ${email} (роль ${role.data})`);
      console.log(`  invitation: ${created.invitation}`);
      console.log(`  code:       ${created.code}`);
      console.log(`  url:        ${created.url}`);
      console.log(`  expiresAt:  ${created.expiresAt}`);
    },
  },
  ...specificationCommands,
  ...clubCommands,
  ...configuratorCommands,
];
