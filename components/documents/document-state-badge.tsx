import type { TOrderDocument } from "@/lib/contracts/orders";

const colours: Record<TOrderDocument["state"], string> = {
  paid: "bg-secondary/10 text-secondary-dark",
  "awaiting-payment": "bg-primary-light text-primary-dark",
  "payment-overdue": "bg-red-50 text-red-700",
  expired: "bg-page text-muted",
};

/** A document's state as a coloured label. */
export function DocumentStateBadge({ state, label }: { state: TOrderDocument["state"]; label: string }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${colours[state]}`}>{label}</span>;
}
