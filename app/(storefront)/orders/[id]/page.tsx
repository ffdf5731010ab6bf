import { notFound } from "next/navigation";
import { OrderDetailScreen } from "@/components/orders/order-detail-screen";
import { getRequestSite } from "@/lib/server/http/request-site";
import { enabledModules } from "@/lib/shared/areas";
import { ordersMetadata } from "../orders-metadata";

export const generateMetadata = ordersMetadata;

/** /orders/{id} — one order («Сделать КП» where the site has offers on); a non-numeric id is simply not a page. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <OrderDetailScreen id={Number(id)} offersEnabled={enabledModules(await getRequestSite()).includes("offers")} />;
}
