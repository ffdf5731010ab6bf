import "server-only";
import { and, eq } from "drizzle-orm";
import type { TLineRequest } from "../cart/add-lines-to-cart";
import type { TTx } from "../db/client";
import { specificationLines, specifications } from "../db/schema";
import { addLinesToSpecification } from "./add-lines-to-specification";

export type TRecommendedSpecification = {
  siteId: number;
  name: string;
  description?: string;
  /** The seller's key: writing a specification with a key that exists replaces that one (name, description, lines). */
  key?: string;
  /** When it was written (the seed's fixed moment; now otherwise). */
  at?: Date;
};

/**
 * Writes a recommended specification of a site — the seller's, no company and no author, read only to
 * buyers — with its lines as a buyer's would get them (amounts rounded up to batch and multiplicity;
 * an unknown or withdrawn product fails it with 404). Returns its id, whether it replaced one, the notices.
 */
export async function writeRecommendedSpecification(
  tx: TTx,
  { siteId, name, description = "", key, at = new Date() }: TRecommendedSpecification,
  lines: TLineRequest[],
): Promise<{ id: number; replaced: boolean; notices: string[] }> {
  const [existing] = key
    ? await tx
        .select({ id: specifications.id })
        .from(specifications)
        .where(and(eq(specifications.siteId, siteId), eq(specifications.kind, "recommended"), eq(specifications.externalId, key)))
        .for("update")
    : [];
  let id: number;
  if (existing) {
    id = existing.id;
    await tx.update(specifications).set({ name, description, status: "active", updatedAt: at }).where(and(eq(specifications.siteId, siteId), eq(specifications.id, id)));
    await tx.delete(specificationLines).where(and(eq(specificationLines.siteId, siteId), eq(specificationLines.specificationId, id)));
  } else {
    const [row] = await tx
      .insert(specifications)
      .values({ siteId, companyId: null, authorUserId: null, kind: "recommended", name, description, externalId: key ?? null, createdAt: at, updatedAt: at })
      .returning({ id: specifications.id });
    id = row.id;
  }
  const notices = await addLinesToSpecification(tx, { siteId, specificationId: id, companyId: null, locale: "ru" }, lines);
  return { id, replaced: Boolean(existing), notices };
}
