"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { decimalToKopecks, formatPrice } from "@/lib/client/catalog/money";
import { bonusSpendLimit } from "@/lib/shared/bonus-spend";
import { formatMoney, kopecksOf } from "@/lib/shared/money";
import type { TCheckoutOptions } from "@/lib/contracts/orders";

/** What the buyer typed, read: kopecks to spend (0 for an empty field), or the reason it cannot be sent. */
export type TBonusSpendValue = { kopecks: number; error: string | null };

/** The typed amount checked against what may be spent (the same limit the server applies). */
export function readBonusSpend(text: string, max: number, t: ReturnType<typeof useTranslations<"goldenClub.spend">>): TBonusSpendValue {
  if (text.trim() === "") return { kopecks: 0, error: null };
  const kopecks = kopecksOf(text);
  if (kopecks === null) return { kopecks: 0, error: t("invalid") };
  if (kopecks > max) return { kopecks, error: t("tooMuch", { max: formatMoney(max) }) };
  return { kopecks, error: null };
}

type TProps = {
  bonus: NonNullable<TCheckoutOptions["bonus"]>;
  /** The order's total to pay before bonuses ("1234.50"): the selected catalogue lines. */
  total: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's errors on `bonusSpend`. */
  errors?: string[];
};

/**
 * «Списать бонусы» of the checkout (golden club, issue 23 item 5): the balance, how much this order may be
 * paid with — min(balance, spendMaxPercent % of the total) — a field for the amount, «Списать все», and what
 * is left to pay. Shown only when the company may spend (checkout options' `bonus`).
 */
export function BonusSpendField({ bonus, total, value, onChange, errors }: TProps) {
  const t = useTranslations("goldenClub.spend");
  const inputId = useId();
  const hintId = useId();
  const totalKopecks = decimalToKopecks(total) ?? 0;
  const max = bonusSpendLimit(totalKopecks, decimalToKopecks(bonus.balance) ?? 0, bonus.spendMaxPercent);
  const read = readBonusSpend(value, max, t);
  const shownErrors = [...(read.error ? [read.error] : []), ...(errors ?? [])];
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="bonus-spend">
      <legend className="px-1 text-sm font-medium">{t("heading")}</legend>
      <p id={hintId} className="text-sm text-muted">
        {max > 0 ? t("available", { balance: formatPrice(bonus.balance), max: formatMoney(max), percent: String(bonus.spendMaxPercent) }) : t("none")}
      </p>
      {max > 0 ? (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={inputId} className="flex flex-col gap-1 text-sm font-medium">
              {t("amount")}
              <input
                id={inputId}
                inputMode="decimal"
                autoComplete="off"
                className="h-10 w-40 rounded-md border border-line px-3 font-normal outline-none focus:border-primary"
                value={value}
                aria-describedby={hintId}
                aria-invalid={shownErrors.length > 0 || undefined}
                onChange={(e) => onChange(e.target.value)}
              />
            </label>
            <button type="button" className="h-10 text-sm text-primary underline hover:text-primary-dark" onClick={() => onChange(formatMoney(max, "").trim())}>
              {t("all")}
            </button>
          </div>
          {shownErrors.length ? (
            <p role="alert" className="text-xs text-red-700">
              {shownErrors.join(" ")}
            </p>
          ) : read.kopecks > 0 ? (
            <p className="text-sm font-medium" data-testid="bonus-to-pay">
              {t("toPay", { total: formatMoney(totalKopecks - read.kopecks) })}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
