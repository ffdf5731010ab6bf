import "server-only";

/**
 * Splits `total` between lines in proportion to their weights, never giving a line more than it can
 * make (`capacity`) while others still have room; only when every line is full does the rest go out
 * by weight regardless (those products get a variant suffix). With `total` at least the number of
 * lines, every line gets at least one product, so every leaf section has goods.
 */
export function distributeQuotas(total: number, lines: readonly { weight: number; capacity: number }[]): number[] {
  const quotas = lines.map(() => 0);
  if (lines.length === 0 || total <= 0) return quotas;
  let left = total;
  if (total >= lines.length) {
    quotas.fill(1);
    left -= lines.length;
  }
  while (left > 0) {
    let open = lines.map((_, i) => i).filter((i) => quotas[i] < lines[i].capacity);
    const overflow = open.length === 0;
    if (overflow) open = lines.map((_, i) => i);
    const weight = open.reduce((s, i) => s + lines[i].weight, 0);
    let given = 0;
    let best = open[0];
    let bestRest = -1;
    for (const i of open) {
      const exact = (left * lines[i].weight) / weight;
      const room = overflow ? Infinity : lines[i].capacity - quotas[i];
      const whole = Math.min(Math.floor(exact), room);
      quotas[i] += whole;
      given += whole;
      const rest = exact - Math.floor(exact);
      if (quotas[i] < (overflow ? Infinity : lines[i].capacity) && rest > bestRest) {
        best = i;
        bestRest = rest;
      }
    }
    // Shares below one round down to nothing: hand out the largest fraction so the loop always moves.
    if (given === 0) {
      quotas[best] += 1;
      given = 1;
    }
    left -= given;
  }
  return quotas;
}
