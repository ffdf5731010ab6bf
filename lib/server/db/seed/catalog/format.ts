import "server-only";

/** A number the Russian way: decimal comma, no trailing zeros ("2,5", "0,75", "16"). */
export function dec(value: number): string {
  return String(Math.round(value * 1000) / 1000).replace(".", ",");
}

export function pad(value: number | string, width: number): string {
  return String(value).padStart(width, "0");
}

/** Joins sentences, dropping empty ones, so templates can leave optional parts out. */
export function sentences(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join(" ");
}
