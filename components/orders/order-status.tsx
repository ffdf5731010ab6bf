import type { TOrderStatusValue } from "@/lib/contracts/orders";

const colours: Record<TOrderStatusValue, string> = {
  confirmed: "bg-primary-light text-primary-dark",
  shipped: "bg-primary-light text-primary-dark",
  completed: "bg-secondary/10 text-secondary-dark",
  cancelled: "bg-page text-muted",
  expired: "bg-amber-50 text-amber-800",
};

/** An order's status as a coloured label with the server's name of it. */
export function OrderStatus({ status, name }: { status: TOrderStatusValue; name: string }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${colours[status]}`}>{name}</span>;
}
