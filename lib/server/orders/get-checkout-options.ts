import "server-only";
import { asc, eq } from "drizzle-orm";
import { FREE_DELIVERY_THRESHOLD_KOPECKS, RESERVATION_WORKING_DAYS, type TCheckoutOptions, type TDeliveryTypeValue } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { requireActiveCompany } from "../cart/require-active-company";
import { getDb } from "../db/client";
import { warehouses } from "../db/schema";
import { loadBonusWallet } from "../club/bonus-wallet";
import { listDeliveryAddresses } from "../company/list-delivery-addresses";
import { kopecksToDecimal } from "@/lib/shared/money";
import { translator } from "@/lib/server/i18n/translator";

/** The offer conditions the buyer accepts at checkout: their own information page (seeded with the legal pages). */
const OFFER_CONDITIONS_URL = "/content/usloviya-oferty";

/**
 * GET /api/v1/order/checkout: what the checkout form offers — pickup (the default, while the site's
 * orderPickup flag is on) from the site's warehouses, or delivery to one of the company's addresses, and
 * the golden club bonuses the company may pay part of the order with.
 */
export async function getCheckoutOptions(ctx: TCartContext): Promise<TCheckoutOptions> {
  const { site, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  const db = getDb();
  const [warehouseRows, addresses, wallet] = await Promise.all([
    db
      .select({ id: warehouses.id, name: warehouses.name, city: warehouses.city, address: warehouses.address })
      .from(warehouses)
      .where(eq(warehouses.siteId, site.id))
      .orderBy(asc(warehouses.sort), asc(warehouses.id)),
    listDeliveryAddresses({ siteId: site.id, companyId: company.id }),
    loadBonusWallet(db, { site, companyId: company.id }),
  ]);
  const types: TDeliveryTypeValue[] = site.featureFlags.orderPickup ? ["pickup", "delivery"] : ["delivery"];
  return {
    company,
    deliveryTypes: types.map((type) => ({ type, name: translator(locale, "orders")(`deliveryType.${type}`) })),
    defaultDeliveryType: types[0],
    warehouses: warehouseRows,
    deliveryAddresses: addresses,
    freeDeliveryText: translator(locale, "orders")("api.freeDelivery"),
    freeDeliveryThreshold: kopecksToDecimal(FREE_DELIVERY_THRESHOLD_KOPECKS),
    offerConditionsUrl: OFFER_CONDITIONS_URL,
    reservationWorkingDays: RESERVATION_WORKING_DAYS,
    orderRedirect: "order",
    bonus: wallet ? { balance: kopecksToDecimal(wallet.balance), spendMaxPercent: wallet.spendMaxPercent } : null,
  };
}
