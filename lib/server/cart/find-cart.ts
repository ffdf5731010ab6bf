import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { carts } from "../db/schema";

export type TCartOwner = { siteId: number; userId: number; companyId: number };

/** The buyer's cart for a company, or null; `forUpdate` locks it so changes of one cart run one at a time. */
export async function findCart(db: TDb | TTx, owner: TCartOwner, { forUpdate = false } = {}): Promise<{ id: number } | null> {
  const query = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.siteId, owner.siteId), eq(carts.userId, owner.userId), eq(carts.companyId, owner.companyId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The buyer's cart for a company, created on first use and locked for the rest of the transaction. */
export async function lockOrCreateCart(tx: TTx, owner: TCartOwner): Promise<{ id: number }> {
  await tx.insert(carts).values(owner).onConflictDoNothing();
  const cart = await findCart(tx, owner, { forUpdate: true });
  if (!cart) throw new Error("cart vanished right after it was created");
  return cart;
}
