import { OrdersScreen } from "@/components/orders/orders-screen";
import { ordersMetadata } from "../orders-metadata";

export const generateMetadata = ordersMetadata;

/** /orders/current-items — lines of the orders still in progress. */
export default function OrdersCurrentItemsPage() {
  return <OrdersScreen tab="current-items" />;
}
