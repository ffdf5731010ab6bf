import "server-only";
import type { TOrderDetail } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import type { orderDocuments, orderEvents, orderItems } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { kopecksToDecimal } from "@/lib/shared/money";
import { canPayBySbp } from "../payment/can-pay-by-sbp";
import { documentState } from "./document-state";
import type { TOrderRow } from "./find-order-or-throw";
import { formatOrderListItem } from "./format-order-list-item";
import { eventCommentText, siteLocale } from "./orders-text";
import { translator } from "@/lib/server/i18n/translator";

type TPerson = { id: number; name: string };

/** Everything an order's page shows, as rows: loaded by loadOrderDetail, or known already when just placed. */
export type TOrderDetailParts = {
  order: TOrderRow;
  company: TPerson;
  author: TPerson | null;
  warehouse: { id: number; name: string; city: string; address: string } | null;
  /** `product.image`: the address of its main picture (productImageUrl). */
  items: { item: typeof orderItems.$inferSelect; product: { id: number; article: string; name: string; unit: string; image: string } | null }[];
  events: { event: typeof orderEvents.$inferSelect; author: TPerson | null }[];
  documents: (typeof orderDocuments.$inferSelect)[];
};

/** An order with its lines, status history and documents, and what the buyer may do with it now. */
export function formatOrderDetail({ site, locale }: { site: Pick<TSite, "featureFlags" | "locales" | "settings">; locale: TLocale }, parts: TOrderDetailParts, now = new Date()): TOrderDetail {
  const { order } = parts;
  return {
    ...formatOrderListItem(order, { company: parts.company, author: parts.author, locale, storedLocale: siteLocale(site) }),
    items: parts.items.map(({ item, product }) => ({
      id: item.id,
      type: item.kind,
      productId: item.productId,
      customProductId: item.customProductId,
      product,
      name: item.name,
      article: item.article,
      unit: item.unit,
      price: kopecksToDecimal(item.price),
      amount: item.amount,
      total: kopecksToDecimal(item.total),
      vatRate: item.vatRate,
      vatAmount: kopecksToDecimal(item.vatAmount),
    })),
    orderItemsTotalPrice: kopecksToDecimal(order.itemsTotal),
    orderCustomItemsTotalPrice: kopecksToDecimal(order.customItemsTotal),
    bonusSpent: kopecksToDecimal(order.bonusSpent),
    vatAmount: kopecksToDecimal(order.vatTotal),
    warehouse: parts.warehouse,
    deliveryAddressId: order.deliveryAddressId,
    deliveryCity: order.deliveryCity,
    deliveryComment: order.deliveryComment,
    events: parts.events.map(({ event, author }) => ({
      id: event.id,
      status: event.status,
      statusName: translator(locale, "orders")(`status.${event.status}`),
      comment: eventCommentText(locale, event),
      author,
      created: event.createdAt.toISOString(),
    })),
    documents: parts.documents.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      name: translator(locale, "orders")(`document.${doc.kind}`, { number: doc.number }),
      number: doc.number,
      total: kopecksToDecimal(doc.total),
      validUntil: doc.validUntil?.toISOString() ?? null,
      paymentDueAt: doc.paymentDueAt?.toISOString() ?? null,
      paidAt: doc.paidAt?.toISOString() ?? null,
      state: documentState(doc, now),
      created: doc.createdAt.toISOString(),
      payBySbp: canPayBySbp(site, parts.company, { ...doc, companyId: order.companyId }, now),
    })),
    actions: {
      repeat: site.featureFlags.orderRepeat,
      cancel: site.featureFlags.orderCancel && order.status === "confirmed",
    },
  };
}
