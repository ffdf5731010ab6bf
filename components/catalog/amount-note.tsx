"use client";

import { useTranslations } from "next-intl";
import type { TAmountNote } from "@/lib/client/catalog/amount";

/** Why a typed amount was refused (red, announced at once) or corrected (announced politely), next to its field. */
export function AmountNote({ id, note, unit }: { id: string; note: TAmountNote | null; unit: string }) {
  const t = useTranslations("catalog.cart.amountNote");
  if (!note) return null;
  const refused = note.key === "notNumber" || note.key === "notPositive";
  return (
    <p id={id} role={refused ? "alert" : "status"} className={`text-xs ${refused ? "text-red-700" : "text-amber-700"}`} data-testid="amount-note">
      {t(note.key, { ...note.values, unit })}
    </p>
  );
}
