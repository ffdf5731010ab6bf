import { ManagerOrdersScreen } from "@/components/order-manager/manager-orders-screen";
import { managerOrderStatuses, type TManagerOrderStatus } from "@/lib/contracts/order-manager";
import { orderManagerMetadata, requireOrderManagerModule } from "./order-manager-page-guard";

export const generateMetadata = orderManagerMetadata;

/** /modules/order-manager?list=mine|archive&status=&page= (spec §2 «Order manager: orders, archive»): the lists load in the browser with the buyer's token. */
export default async function OrderManagerPage({ searchParams }: { searchParams: Promise<{ list?: string; status?: string; page?: string }> }) {
  await requireOrderManagerModule();
  const { list, status, page } = await searchParams;
  const pageNumber = /^\d{1,4}$/.test(page ?? "") && Number(page) > 0 ? Number(page) : 1;
  const chosen = (managerOrderStatuses as readonly string[]).includes(status ?? "") ? (status as TManagerOrderStatus) : null;
  return <ManagerOrdersScreen list={list === "archive" ? "archive" : "mine"} status={chosen} page={pageNumber} />;
}
