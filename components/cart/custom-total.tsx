import { formatPrice } from "@/lib/client/catalog/money";

/**
 * The total of the buyer's own (custom) products, set apart from the total to pay: the seller neither
 * invoices nor reserves them (cart summary and order page).
 */
export function CustomTotal({ label, note, amount, testId }: { label: string; note: string; amount: string; testId: string }) {
  return (
    <div className="mt-2 border-t border-line pt-2 text-sm" data-testid={testId}>
      <div className="flex justify-between gap-4">
        <span>{label}</span>
        <span className="text-right">{formatPrice(amount)}</span>
      </div>
      <p className="text-xs text-muted">{note}</p>
    </div>
  );
}
