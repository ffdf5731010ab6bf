/** One fact of a product's card (label and value), in the dialog and on the product page. */
export function ProductFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-1.5 text-sm last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right break-words">{children}</dd>
    </div>
  );
}
