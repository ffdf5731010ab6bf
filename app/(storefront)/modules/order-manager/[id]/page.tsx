import { ManagerOrderScreen } from "@/components/order-manager/manager-order-screen";
import { offerIdOf } from "../../offers/offers-page-guard";
import { orderManagerMetadata, requireOrderManagerModule } from "../order-manager-page-guard";

export const generateMetadata = orderManagerMetadata;

/** /modules/order-manager/{id}: one customer order — the customer, the status, the lines, the comments, ordering from the supplier. */
export default async function ManagerOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOrderManagerModule();
  return <ManagerOrderScreen id={offerIdOf((await params).id)} />;
}
