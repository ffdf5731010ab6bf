import "server-only";
import type { TOrderDocumentKind, TOrderStatus } from "../db/schema";
import { parseMoney } from "../imports/commerceml/parse-numbers";
import { childrenOf, childText, readXmlElements, XmlFileError, type TXmlElement } from "../imports/xml/read-xml-elements";
import { ExchangeFailure } from "./exchange-answer";

/** What one «Документ» of 1C's orders file says about one of our orders. */
export type TOrderChangeFrom1C = {
  kind: "order";
  /** 1C's «Ид» and «Номер»: our order id, or 1C's own key once it keeps one (orders.external_id). */
  id: string;
  number: string;
  status: TOrderStatus | null;
  /** The status as 1C named it, for the order's history. */
  statusText: string | null;
  paidAt: Date | null;
  /** Whether paidAt is 1C's date; a payment 1C gave without a date keeps the first time we heard of it. */
  isPaidAtExact: boolean;
  /** A shipment 1C recorded on the order itself («Номер/Дата отгрузки по 1С»). */
  shipment: { number: string; at: Date | null } | null;
};

/** A shipping document of its own (a delivery note, an УПД), tied to an order by «Основание» or a requisite. */
export type TOrderDocumentFrom1C = { kind: "document"; id: string; orderKey: string; documentKind: TOrderDocumentKind; number: string; total: number; at: Date | null; paidAt: Date | null };

export type TChangeFrom1C = TOrderChangeFrom1C | TOrderDocumentFrom1C;

const isTrue = (value: string | undefined) => /^(true|да|1)$/i.test(value?.trim() ?? "");
const fold = (value: string) => value.toLowerCase().replace(/ё/g, "е").trim();

/**
 * 1C's order statuses to ours. Each configuration names them its own way (УТ 11 «Закрыт», older ones
 * «Выполнен», Bitrix-style «Отгружен»), so they are matched by stem; a status we have no counterpart
 * for («Принят», «К обеспечению», «В резерве») changes nothing.
 */
export function statusFrom1C(text: string): TOrderStatus | null {
  const s = fold(text);
  if (/отмен|аннулир/.test(s)) return "cancelled";
  if (/закрыт|выполнен|завершен|доставлен|получен/.test(s)) return "completed";
  if (/отгруж|в пути|передан/.test(s)) return "shipped";
  return null;
}

/** «2025-10-02», «2025-10-02T12:30:00», «02.10.2025 12:30:00» — 1C's local (Moscow) time. */
export function dateFrom1C(value: string | undefined): Date | null {
  const v = value?.trim() ?? "";
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(v);
  if (m && m[1] !== "0001") return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "00"}:${m[5] ?? "00"}:${m[6] ?? "00"}+03:00`);
  m = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(v);
  if (m && m[3] !== "0001") return new Date(`${m[3]}-${m[2]}-${m[1]}T${(m[4] ?? "00").padStart(2, "0")}:${m[5] ?? "00"}:${m[6] ?? "00"}+03:00`);
  return null;
}

/** The «ЗначенияРеквизитов» of a document by name (the first value of a name wins). */
function requisitesOf(doc: TXmlElement): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of childrenOf(doc, "ЗначенияРеквизитов", "ЗначениеРеквизита")) {
    const key = childText(r, "Наименование");
    if (key && !map.has(key)) map.set(key, childText(r, "Значение"));
  }
  return map;
}

const shippingOperations = /отпуск товар|реализаци|упд|передача товар|отгрузк/;

function changeOf(doc: TXmlElement): TChangeFrom1C | null {
  const id = childText(doc, "Ид");
  const number = childText(doc, "Номер");
  const operation = fold(childText(doc, "ХозОперация"));
  const req = requisitesOf(doc);
  const at = (date: string | undefined, time: string | undefined) => dateFrom1C(date && time ? `${date}T${time}` : date);
  const paidOn = dateFrom1C(req.get("Дата оплаты по 1С") ?? req.get("Дата оплаты"));
  const paidAt = paidOn ?? ((req.get("Номер оплаты по 1С") ?? req.get("Номер оплаты")) || isTrue(req.get("Заказ оплачен")) ? new Date() : null);
  if (shippingOperations.test(operation)) {
    const orderKey = childText(doc, "Основание") || req.get("Номер заказа") || req.get("Заказ") || req.get("Заказ покупателя") || "";
    if (!id || !orderKey) return null;
    const kindName = fold(`${operation} ${req.get("Вид документа") ?? ""}`);
    return { kind: "document", id, orderKey, documentKind: /упд|универсальн/.test(kindName) ? "upd" : "delivery-note", number: number || id, total: parseMoney(childText(doc, "Сумма")) ?? 0, at: at(childText(doc, "Дата"), childText(doc, "Время")), paidAt };
  }
  if (operation && !/заказ товар/.test(operation)) return null;
  const statusText = req.get("Статус заказа") || null;
  const cancelled = isTrue(req.get("Отменен")) || isTrue(req.get("ПометкаУдаления"));
  const shipmentNumber = req.get("Номер отгрузки по 1С") || req.get("Номер отгрузки") || "";
  const status = cancelled ? "cancelled" : ((statusText ? statusFrom1C(statusText) : null) ?? (shipmentNumber ? "shipped" : null));
  return {
    kind: "order",
    id,
    number,
    status,
    statusText: cancelled ? (statusText ?? null) : statusText,
    paidAt,
    isPaidAtExact: paidOn !== null,
    shipment: shipmentNumber ? { number: shipmentNumber, at: dateFrom1C(req.get("Дата отгрузки по 1С") ?? req.get("Дата отгрузки")) } : null,
  };
}

/** Reads 1C's orders file into the changes it carries; a malformed file fails whole before anything is applied. */
export async function readOrdersFrom1C(file: string): Promise<TChangeFrom1C[]> {
  const changes: TChangeFrom1C[] = [];
  try {
    // CommerceML 2 has the documents under the root; 3.x wraps each in a «Контейнер».
    for await (const event of readXmlElements(file, { whole: new Set(["Документ", "Контейнер/Документ"]) })) {
      const change = event.kind === "element" ? changeOf(event.element) : null;
      if (change) changes.push(change);
    }
  } catch (error) {
    if (error instanceof XmlFileError) throw new ExchangeFailure(error.message);
    throw error;
  }
  return changes;
}

