import "server-only";
import { kopecksToDecimal } from "@/lib/shared/money";
import type { TExchangeOrder } from "./load-exchange-orders";
import { el, elWith, writeXml, type TXmlNode } from "./xml-text";
import { translator } from "@/lib/server/i18n/translator";

const TIME_ZONE = "Europe/Moscow";

/** OKEI codes of the units our catalogue uses: 1C matches a line's unit by its code. */
const unitCodes: Record<string, { code: string; full: string; international: string }> = {
  шт: { code: "796", full: "Штука", international: "PCE" },
  кг: { code: "166", full: "Килограмм", international: "KGM" },
  м: { code: "006", full: "Метр", international: "MTR" },
  л: { code: "112", full: "Литр", international: "LTR" },
  упак: { code: "778", full: "Упаковка", international: "NMP" },
  компл: { code: "839", full: "Комплект", international: "KIT" },
  м2: { code: "055", full: "Квадратный метр", international: "MTK" },
  м3: { code: "113", full: "Кубический метр", international: "MTQ" },
};

/** «2025-10-01» and «09:00:00» in Moscow time, as 1C's documents carry them. */
function dateAndTime(value: Date): { date: string; time: string } {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
    .format(value)
    .split(" ");
  return { date, time };
}

const requisite = (name: string, value: string | null | undefined): TXmlNode | null =>
  value ? el("ЗначениеРеквизита", el("Наименование", name), el("Значение", value)) : null;

const vatTax = (amount: number) => el("Налоги", el("Налог", el("Наименование", "НДС"), el("УчтеноВСумме", "true"), el("Сумма", kopecksToDecimal(amount))));

function unitOf(unit: string): TXmlNode {
  const known = unitCodes[unit.replace(/\.$/, "").toLowerCase()];
  return known ? elWith("БазоваяЕдиница", { Код: known.code, НаименованиеПолное: known.full, МеждународноеСокращение: known.international }, unit) : el("БазоваяЕдиница", unit);
}

function lineOf({ item, productExternalId }: TExchangeOrder["items"][number]): TXmlNode {
  // 1C knows its goods by its own «Ид» (sent in the catalogue); a good made here goes by our id, a buyer's own product by `custom-{id}`.
  const id = item.kind === "custom" ? `custom-${item.customProductId ?? item.id}` : (productExternalId ?? String(item.productId ?? `line-${item.id}`));
  return el(
    "Товар",
    el("Ид", id),
    item.article ? el("Артикул", item.article) : null,
    el("Наименование", item.name),
    unitOf(item.unit),
    el("ЦенаЗаЕдиницу", kopecksToDecimal(item.price)),
    el("Количество", String(item.amount)),
    el("Сумма", kopecksToDecimal(item.total)),
    el("СтавкиНалогов", el("СтавкаНалога", el("Наименование", "НДС"), el("Ставка", String(item.vatRate)))),
    vatTax(item.vatAmount),
    el("ЗначенияРеквизитов", requisite("ВидНоменклатуры", "Товар"), requisite("ТипНоменклатуры", "Товар")),
  );
}

function buyerOf({ company, legalEntity, author }: TExchangeOrder): TXmlNode {
  const name = legalEntity?.name ?? company.name;
  const contacts = [author?.email ? el("Контакт", el("Тип", "Почта"), el("Значение", author.email)) : null, author?.phone ? el("Контакт", el("Тип", "Телефон рабочий"), el("Значение", author.phone)) : null];
  return el(
    "Контрагент",
    el("Ид", `company-${company.id}`),
    el("Наименование", name),
    el("Роль", "Покупатель"),
    el("ПолноеНаименование", name),
    company.isIndividual ? null : el("ОфициальноеНаименование", name),
    legalEntity?.address ? el("ЮридическийАдрес", el("Представление", legalEntity.address)) : null,
    legalEntity ? el("ИНН", legalEntity.inn) : null,
    legalEntity?.kpp ? el("КПП", legalEntity.kpp) : null,
    company.isIndividual && author?.lastName ? el("Фамилия", author.lastName) : null,
    company.isIndividual && author?.firstName ? el("Имя", author.firstName) : null,
    contacts.some(Boolean) ? el("Контакты", ...contacts) : null,
  );
}

function documentOf(x: TExchangeOrder): TXmlNode {
  const { order } = x;
  const { date, time } = dateAndTime(order.createdAt);
  const address = [order.deliveryCity, order.address].filter((p) => p && !order.address.includes(p)).join(", ") || order.address;
  return el(
    "Документ",
    el("Ид", String(order.id)),
    el("Номер", String(order.id)),
    el("Дата", date),
    el("Время", time),
    el("ХозОперация", "Заказ товара"),
    el("Роль", "Продавец"),
    el("Валюта", "руб"),
    el("Курс", "1"),
    el("Сумма", kopecksToDecimal(order.total)),
    el("Контрагенты", buyerOf(x)),
    order.comment ? el("Комментарий", order.comment) : null,
    vatTax(order.vatTotal),
    // Golden club bonuses paid part of the order: a discount on the whole document, already taken off «Сумма».
    order.bonusSpent > 0
      ? el("Скидки", el("Скидка", el("Наименование", "Оплата бонусами"), el("Сумма", kopecksToDecimal(order.bonusSpent)), el("УчтеноВСумме", "true")))
      : null,
    el("Товары", ...x.items.map(lineOf)),
    el(
      "ЗначенияРеквизитов",
      requisite("Статус заказа", translator("ru", "orders")(`status.${order.status}`)),
      requisite("Отменен", order.status === "cancelled" ? "true" : "false"),
      requisite("Заказ оплачен", x.isPaid ? "true" : "false"),
      requisite("Способ доставки", translator("ru", "orders")(`deliveryType.${order.deliveryType}`)),
      requisite("Адрес доставки", address),
      requisite("Комментарий к доставке", order.deliveryComment),
      requisite("Комментарий", order.comment),
      order.bonusSpent > 0 ? requisite("Оплачено бонусами", kopecksToDecimal(order.bonusSpent)) : null,
      requisite("Дата изменения", `${dateAndTime(order.updatedAt).date}T${dateAndTime(order.updatedAt).time}`),
    ),
  );
}

/** The orders as one CommerceML 2.08 file (UTF-8), one «Документ» each, as 1C's exchange module reads them. */
export function ordersToCommerceml(list: TExchangeOrder[], now = new Date()): string {
  const { date, time } = dateAndTime(now);
  const root = elWith("КоммерческаяИнформация", { ВерсияСхемы: "2.08", ДатаФормирования: `${date}T${time}` }, ...list.map(documentOf));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root)}\n`;
}
