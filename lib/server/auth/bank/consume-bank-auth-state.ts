import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../../db/client";
import { bankAuthStates } from "../../db/schema";
import { hashToken } from "../tokens";

export type TBankAuthState = typeof bankAuthStates.$inferSelect;

/**
 * Marks the started sign-in behind `state` used and returns it, in one statement so that two
 * completions racing with the same state cannot both pass. Null for an unknown, used, expired,
 * other-provider or other-site state.
 */
export async function consumeBankAuthState({ siteId, providerId, state }: { siteId: number; providerId: string; state: string }): Promise<TBankAuthState | null> {
  const [row] = await getDb()
    .update(bankAuthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(bankAuthStates.siteId, siteId),
        eq(bankAuthStates.stateHash, hashToken(state)),
        eq(bankAuthStates.provider, providerId),
        isNull(bankAuthStates.usedAt),
        gt(bankAuthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
