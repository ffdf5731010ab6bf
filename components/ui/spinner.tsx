/** Loading spinner; the smaller green one is the "actualization" kind (spec §2). */
export function Spinner({ size = "medium", kind = "default", label }: { size?: "small" | "medium"; kind?: "default" | "actualization"; label?: string }) {
  const px = size === "small" || kind === "actualization" ? 16 : 32;
  const color = kind === "actualization" ? "text-secondary" : "text-current";
  return (
    <svg
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      className={`animate-spin ${color}`}
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
