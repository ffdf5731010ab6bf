"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { normalizeAmount, smallestAmount, stepAmount, type TAmountRule } from "@/lib/client/catalog/amount";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

type TProps = {
  rule: TAmountRule;
  unit: string;
  productName: string;
  /** Units already in the cart (shown under the control). */
  inCart: number;
  /** The amount asked for by the address (requestedAmount), if any. */
  requested?: number;
  pending: boolean;
  onAdd: (amount: number) => void;
  compact?: boolean;
};

/**
 * The amount input and "add to cart": the amount never goes under the minimum batch and is always a
 * multiple of the multiplicity (typed values are rounded up when the field is left or on adding).
 */
export function AmountControl({ rule, unit, productName, inCart, requested, pending, onAdd, compact = false }: TProps) {
  const t = useTranslations("catalog.cart");
  const unitLabel = useUnitLabel();
  const id = useId();
  const [text, setText] = useState(() => String(normalizeAmount(requested, rule)));
  const amount = normalizeAmount(Number(text.replace(/\s/g, "")) || undefined, rule);
  const commit = () => setText(String(amount));
  const hint = rule.minimumBatch > 1 || rule.multiplicity > 1 ? t("rule", { min: smallestAmount(rule), step: Math.max(1, rule.multiplicity), unit: unitLabel(unit) }) : null;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${compact ? "" : "w-full"}`}>
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className="h-9 w-8 shrink-0 rounded-md border border-line text-lg leading-none hover:border-primary disabled:opacity-40" aria-label={t("decrease")} disabled={amount <= smallestAmount(rule)} onClick={() => setText(String(stepAmount(amount, -1, rule)))}>
          −
        </button>
        <label htmlFor={id} className="sr-only">
          {t("amountOf", { name: productName, unit: unitLabel(unit) })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/[^\d]/g, "").slice(0, 7))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              commit();
              onAdd(amount);
            }
          }}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="h-9 w-14 min-w-0 rounded-md border border-line px-2 text-center text-sm outline-none focus:border-primary"
        />
        <button type="button" className="h-9 w-8 shrink-0 rounded-md border border-line text-lg leading-none hover:border-primary" aria-label={t("increase")} onClick={() => setText(String(stepAmount(amount, 1, rule)))}>
          +
        </button>
        <Button
          type="button"
          className="h-9 shrink-0 px-3"
          pending={pending}
          onClick={() => {
            commit();
            onAdd(amount);
          }}
          aria-label={t("addNamed", { name: productName })}
        >
          {t("add")}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {inCart > 0 ? <p className="text-xs text-secondary">{t("inCart", { count: inCart, unit: unitLabel(unit) })}</p> : null}
    </div>
  );
}
