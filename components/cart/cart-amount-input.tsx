"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { AmountNote } from "@/components/catalog/amount-note";
import { readAmount, stepAmount, type TAmountNote } from "@/lib/client/catalog/amount";
import { MAX_CART_AMOUNT, type TCartItem } from "@/lib/contracts/cart";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

/** A cart line or a specification line: the amount and the rules it keeps. */
type TProps = { item: Pick<TCartItem, "name" | "unit" | "amount" | "minimumBatch" | "multiplicity">; disabled: boolean; onChange: (amount: number) => void };

/**
 * A line's amount: − / + step by the multiplicity, typing commits on Enter or leaving the field. A typed
 * amount off the minimum batch, the multiplicity or the limit is corrected with a note next to the
 * field saying why; text or zero is refused with the reason and the line keeps its amount.
 */
export function CartAmountInput({ item, disabled, onChange }: TProps) {
  const t = useTranslations("cart");
  const unitLabel = useUnitLabel();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<TAmountNote | null>(null);
  const rule = { minimumBatch: item.minimumBatch, multiplicity: item.multiplicity };
  const commit = () => {
    if (draft === null) return;
    const read = readAmount(draft, rule, MAX_CART_AMOUNT);
    setDraft(null);
    setNote(read.note);
    if (read.amount !== null && read.amount !== item.amount) onChange(read.amount);
  };
  const stepped = (direction: 1 | -1) => stepAmount(item.amount, direction, rule);
  const canDecrease = stepped(-1) < item.amount;
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex items-center">
        <button
          type="button"
          className="h-9 w-9 rounded-l-md border border-line text-lg leading-none hover:bg-primary-light disabled:opacity-40"
          aria-label={t("decrease")}
          disabled={disabled || !canDecrease}
          onClick={() => {
            setNote(null);
            onChange(stepped(-1));
          }}
        >
          −
        </button>
        <input
          inputMode="numeric"
          aria-label={t("amountLabel", { unit: unitLabel(item.unit), name: item.name })}
          className="h-9 w-20 border-y border-line text-center outline-none focus:border-primary"
          value={draft ?? String(item.amount)}
          disabled={disabled}
          onChange={(e) => {
            setNote(null);
            setDraft(e.target.value.slice(0, 12));
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
            if (e.key === "Escape") setDraft(null);
          }}
          aria-invalid={note?.key === "notNumber" || note?.key === "notPositive" || undefined}
          aria-describedby={note ? `${id}-note` : undefined}
        />
        <button
          type="button"
          className="h-9 w-9 rounded-r-md border border-line text-lg leading-none hover:bg-primary-light disabled:opacity-40"
          aria-label={t("increase")}
          disabled={disabled}
          onClick={() => {
            setNote(null);
            onChange(stepped(1));
          }}
        >
          +
        </button>
      </div>
      <AmountNote id={`${id}-note`} note={note} unit={unitLabel(item.unit)} />
      {item.minimumBatch > 1 || item.multiplicity > 1 ? (
        <span className="text-xs text-muted">{t("rule", { min: item.minimumBatch, unit: unitLabel(item.unit), step: item.multiplicity })}</span>
      ) : null}
    </div>
  );
}
