"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { normalizeAmount, readAmount, smallestAmount, stepAmount, type TAmountNote, type TAmountRule } from "@/lib/client/catalog/amount";
import { MAX_CART_AMOUNT } from "@/lib/contracts/cart";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";
import { AmountNote } from "./amount-note";

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
  /** More actions on the amount now in the field, after «В корзину» («В спецификацию»). */
  extra?: (amount: number) => React.ReactNode;
};

/**
 * The amount input and "add to cart": the amount never goes under the minimum batch and is always a
 * multiple of the multiplicity, nor over what the cart takes. A typed value is read when the field is
 * left or on adding: corrected with a note saying why and to what, or refused (text, zero) with the reason.
 */
export function AmountControl({ rule, unit, productName, inCart, requested, pending, onAdd, compact = false, extra }: TProps) {
  const t = useTranslations("catalog.cart");
  const unitLabel = useUnitLabel();
  const id = useId();
  const [text, setText] = useState(() => String(normalizeAmount(requested, rule)));
  const [note, setNote] = useState<TAmountNote | null>(null);
  const read = readAmount(text, rule, MAX_CART_AMOUNT - inCart);
  const amount = read.amount ?? smallestAmount(rule);
  /** Takes the typed value: the corrected amount goes into the field, the note says why; null when refused. */
  const commit = () => {
    setNote(read.note);
    if (read.amount !== null) setText(String(read.amount));
    return read.amount;
  };
  const step = (direction: 1 | -1) => {
    setNote(null);
    setText(String(stepAmount(amount, direction, rule)));
  };
  const add = () => {
    const taken = commit();
    if (taken !== null) onAdd(taken);
  };
  const hint = rule.minimumBatch > 1 || rule.multiplicity > 1 ? t("rule", { min: smallestAmount(rule), step: Math.max(1, rule.multiplicity), unit: unitLabel(unit) }) : null;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${compact ? "" : "w-full"}`}>
      <div className="flex flex-wrap items-center gap-1">
        <button type="button" className="h-9 w-8 shrink-0 rounded-md border border-line text-lg leading-none hover:border-primary disabled:opacity-40" aria-label={t("decrease")} disabled={amount <= smallestAmount(rule)} onClick={() => step(-1)}>
          −
        </button>
        <label htmlFor={id} className="sr-only">
          {t("amountOf", { name: productName, unit: unitLabel(unit) })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setNote(null);
            setText(event.target.value.slice(0, 12));
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") add();
          }}
          aria-invalid={note?.key === "notNumber" || note?.key === "notPositive" || undefined}
          aria-describedby={[note ? `${id}-note` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
          className="h-9 w-14 min-w-0 rounded-md border border-line px-2 text-center text-sm outline-none focus:border-primary"
        />
        <button type="button" className="h-9 w-8 shrink-0 rounded-md border border-line text-lg leading-none hover:border-primary" aria-label={t("increase")} onClick={() => step(1)}>
          +
        </button>
        <Button
          type="button"
          className="h-9 shrink-0 px-3"
          pending={pending}
          onClick={add}
          aria-label={t("addNamed", { name: productName })}
        >
          {t("add")}
        </Button>
        {extra ? extra(amount) : null}
      </div>
      <AmountNote id={`${id}-note`} note={note} unit={unitLabel(unit)} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {inCart > 0 ? <p className="text-xs text-secondary">{t("inCart", { count: inCart, unit: unitLabel(unit) })}</p> : null}
    </div>
  );
}
