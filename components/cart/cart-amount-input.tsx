"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { stepAmount } from "@/lib/client/catalog/amount";
import type { TCartItem } from "@/lib/contracts/cart";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

type TProps = { item: TCartItem; disabled: boolean; onChange: (amount: number) => void };

/**
 * A line's amount: − / + step by the multiplicity, typing commits on Enter or leaving the field. The
 * server rounds up to the minimum batch and multiplicity and the notice comes back as a banner.
 */
export function CartAmountInput({ item, disabled, onChange }: TProps) {
  const t = useTranslations("cart");
  const unitLabel = useUnitLabel();
  const [draft, setDraft] = useState<string | null>(null);
  const rule = { minimumBatch: item.minimumBatch, multiplicity: item.multiplicity };
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    setDraft(null);
    if (Number.isInteger(value) && value >= 1 && value !== item.amount) onChange(value);
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
          onClick={() => onChange(stepped(-1))}
        >
          −
        </button>
        <input
          inputMode="numeric"
          aria-label={t("amountLabel", { unit: unitLabel(item.unit), name: item.name })}
          className="h-9 w-20 border-y border-line text-center outline-none focus:border-primary"
          value={draft ?? String(item.amount)}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, "").slice(0, 7))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
            if (e.key === "Escape") setDraft(null);
          }}
        />
        <button
          type="button"
          className="h-9 w-9 rounded-r-md border border-line text-lg leading-none hover:bg-primary-light disabled:opacity-40"
          aria-label={t("increase")}
          disabled={disabled}
          onClick={() => onChange(stepped(1))}
        >
          +
        </button>
      </div>
      {item.minimumBatch > 1 || item.multiplicity > 1 ? (
        <span className="text-xs text-muted">{t("rule", { min: item.minimumBatch, unit: unitLabel(item.unit), step: item.multiplicity })}</span>
      ) : null}
    </div>
  );
}
