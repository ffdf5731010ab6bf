import { OrdersScreen } from "@/components/orders/orders-screen";
import { ordersMetadata } from "../orders-metadata";

export const generateMetadata = ordersMetadata;

/** /orders/items — every ordered line. */
export default function OrdersItemsPage() {
  return <OrdersScreen tab="items" />;
}
