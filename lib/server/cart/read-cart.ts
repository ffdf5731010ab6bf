import "server-only";
import type { TCart } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { formatCart } from "./format-cart";
import { loadCartLines } from "./load-cart-lines";
import type { TActiveCompany } from "./require-active-company";

/** The cart of the buyer and company as the API shows it (an empty one when none was started yet). */
export async function readCart({ site, auth, locale }: TCartContext, company: TActiveCompany, sort: TCart["sort"] = null): Promise<TCart> {
  const db = getDb();
  const cart = await findCart(db, { siteId: site.id, userId: auth.user.id, companyId: company.id });
  const lines = cart ? await loadCartLines(db, { siteId: site.id, cartId: cart.id, companyId: company.id }) : [];
  return formatCart({ company, lines, sort, locale });
}
