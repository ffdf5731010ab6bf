import "server-only";
import type { TRng } from "../prng";
import type { TRelationRow } from "./catalog-rows";

export type TRelationSource = { id: number; lineKey: string; brand: string; comboKey: string; related: readonly string[] };

/**
 * Analogs: the same line and the same parameters from another brand (a 16 A C-curve 1P breaker by IEK
 * and by EKF), both ways. Related: a few goods from the lines a line names (a breaker and a box).
 * Only a share of products get them, as in a real catalogue.
 */
export function buildRelations(sources: readonly TRelationSource[], rng: TRng): TRelationRow[] {
  const byCombo = new Map<string, TRelationSource[]>();
  const byLine = new Map<string, number[]>();
  for (const s of sources) {
    const combo = byCombo.get(s.comboKey);
    if (combo) combo.push(s);
    else byCombo.set(s.comboKey, [s]);
    const line = byLine.get(s.lineKey);
    if (line) line.push(s.id);
    else byLine.set(s.lineKey, [s.id]);
  }
  const rows: TRelationRow[] = [];
  const seen = new Set<string>();
  const add = (productId: number, relatedId: number, kind: TRelationRow["kind"]) => {
    const key = `${productId}:${kind}:${relatedId}`;
    if (productId === relatedId || seen.has(key)) return;
    seen.add(key);
    rows.push({ productId, relatedId, kind });
  };
  for (const s of sources) {
    if (rng.chance(0.5)) {
      const analogs = (byCombo.get(s.comboKey) ?? []).filter((o) => o.brand !== s.brand).slice(0, 3);
      for (const a of analogs) {
        add(s.id, a.id, "analog");
        add(a.id, s.id, "analog");
      }
    }
    const lines = s.related.filter((key) => (byLine.get(key)?.length ?? 0) > 0);
    if (lines.length > 0 && rng.chance(0.4)) {
      const count = rng.int(2, 3);
      for (let k = 0; k < count; k++) {
        const ids = byLine.get(rng.pick(lines)) ?? [];
        add(s.id, rng.pick(ids), "related");
      }
    }
  }
  return rows;
}
