/** A product picture of a fixed box (no layout shift); the first rows load at once, the rest lazily. */
export function ProductImage({ src, size, eager = false, className = "" }: { src: string | null; size: number; eager?: boolean; className?: string }) {
  if (!src) return <span aria-hidden className={`block shrink-0 rounded bg-page ${className}`} style={{ width: size, height: size }} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated SVGs and small uploads need no optimiser
    <img src={src} alt="" width={size} height={size} loading={eager ? "eager" : "lazy"} decoding="async" className={`shrink-0 rounded bg-page object-contain ${className}`} style={{ width: size, height: size }} />
  );
}
