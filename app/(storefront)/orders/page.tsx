import { OrdersScreen } from "@/components/orders/orders-screen";
import { ordersMetadata } from "./orders-metadata";

export const generateMetadata = ordersMetadata;

/** /orders — the "documents" tab (empty path): the orders list. */
export default function OrdersPage() {
  return <OrdersScreen tab="documents" />;
}
