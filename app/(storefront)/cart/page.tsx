import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartScreen } from "@/components/cart/cart-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  // Personal: never indexed.
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /cart (spec §2): the cart and its checkout live in the browser, with the buyer's token. */
export default async function CartPage() {
  return <CartScreen offersEnabled={enabledModules(await getRequestSite()).includes("offers")} />;
}
