/**
 * A form's general message: errors are alerts (announced at once), information is a polite status.
 * Rendered empty rather than absent so screen readers announce text placed into it.
 */
export function FormAlert({ kind, children }: { kind: "error" | "info"; children: React.ReactNode }) {
  if (!children) return null;
  const style = kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-primary/20 bg-primary-light text-ink";
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${style}`}>
      {children}
    </div>
  );
}
