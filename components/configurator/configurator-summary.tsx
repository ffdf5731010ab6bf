"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import { showRefusal, useConfigurationResult, type TConfigurationState } from "@/lib/client/configurator/use-configurator";
import { MAX_CART_AMOUNT } from "@/lib/contracts/cart";
import type { TConfigurationPick, TConfigurationResponse } from "@/lib/contracts/configurator";
import { formatDecimal } from "@/lib/shared/number-format";

type TResult = { kind: "cart" } | { kind: "specification"; id: number; name: string };


/** The set so far: picks by step with amounts, the capacities left, the total at the company's prices, «В корзину» / «В спецификацию». */
export function ConfiguratorSummary({
  code,
  data,
  state,
  change,
  pending,
  restart,
}: {
  code: string;
  data: TConfigurationResponse;
  state: TConfigurationState;
  change: (next: TConfigurationState) => void;
  pending: boolean;
  restart: () => void;
}) {
  const t = useTranslations("configurator");
  const locale = useLocale();
  const number = (value: number) => formatDecimal(value, locale);
  const { toCart, toSpecification } = useConfigurationResult(code);
  const [result, setResult] = useState<TResult | null>(null);
  const steps = data.configurator.steps;
  const missing = steps.filter((s) => data.picks.filter((p) => p.step === s.key).length < s.min).map((s) => s.title);
  const setAmount = (line: TConfigurationPick, amount: number) =>
    change({ ...state, picks: state.picks.flatMap((p) => (p.step === line.step && p.productId === line.productId ? (amount > 0 ? [{ ...p, amount }] : []) : [p])) });
  const busy = pending || toCart.isPending || toSpecification.isPending;
  return (
    <aside aria-labelledby="configurator-summary-heading" className="flex flex-col gap-3 self-start rounded-lg border border-line bg-white p-4 lg:sticky lg:top-4">
      <h2 id="configurator-summary-heading" className="text-lg font-medium">
        {t("summary")}
      </h2>
      {data.picks.length === 0 ? <p className="text-sm text-muted">{t("nothingPicked")}</p> : null}
      {steps.map((step) => {
        const lines = data.picks.filter((p) => p.step === step.key);
        if (lines.length === 0) return null;
        return (
          <div key={step.key} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium text-muted">{step.title}</h3>
            <ul className="flex flex-col gap-2" data-testid={`configurator-picks-${step.key}`}>
              {lines.map((line) => (
                <PickLine key={`${line.productId}-${line.amount}`} line={line} disabled={busy} onAmount={(amount) => setAmount(line, amount)} />
              ))}
            </ul>
          </div>
        );
      })}
      {data.capacities.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t("summary")}>
          {data.capacities.map((c) => (
            <li key={`${c.step}-${c.feature}`} data-testid="configurator-capacity" className={c.remaining <= 0 ? "font-medium text-amber-700" : undefined}>
              {t("capacity", { feature: c.feature, used: number(c.used), limit: number(c.limit), remaining: number(c.remaining) })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex justify-between border-t border-line pt-2 font-medium">
        <span>{t("total")}</span>
        <span data-testid="configurator-total">{formatPrice(data.total)}</span>
      </p>
      {missing.length > 0 ? <p className="text-sm text-muted">{t("incomplete", { steps: missing.join(", ") })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={!data.complete || busy}
          pending={toCart.isPending}
          onClick={() => toCart.mutate(state.picks, { onSuccess: () => setResult({ kind: "cart" }), onError: showRefusal })}
        >
          {t("toCart")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!data.complete || busy}
          pending={toSpecification.isPending}
          onClick={() => toSpecification.mutate(state.picks, { onSuccess: (s) => setResult({ kind: "specification", id: s.id, name: s.name }), onError: showRefusal })}
        >
          {t("toSpecification")}
        </Button>
      </div>
      {result ? (
        <p role="status" className="flex flex-col gap-1 rounded-md bg-primary-light p-3 text-sm">
          <span>{result.kind === "cart" ? t("addedToCart") : t("specificationCreated", { name: result.name })}</span>
          <IntentLink href={result.kind === "cart" ? "/cart" : `/specifications/${result.id}`} className="font-medium text-primary hover:underline">
            {result.kind === "cart" ? t("openCart") : t("openSpecification")}
          </IntentLink>
        </p>
      ) : null}
      {data.picks.length > 0 ? (
        <Button type="button" variant="ghost" disabled={busy} onClick={() => (setResult(null), restart())}>
          {t("restart")}
        </Button>
      ) : null}
    </aside>
  );
}

/** One pick: the amount is sent on Enter or when the field is left; «Убрать» drops it. */
function PickLine({ line, disabled, onAmount }: { line: TConfigurationPick; disabled: boolean; onAmount: (amount: number) => void }) {
  const t = useTranslations("configurator");
  const [amount, setAmount] = useState(String(line.amount));
  const commit = () => {
    const value = Number(amount);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_CART_AMOUNT && value !== line.amount) onAmount(value);
    else setAmount(String(line.amount));
  };
  return (
    <li className="flex flex-col gap-1 text-sm">
      <span className="break-words">{line.name}</span>
      <span className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          <span className="sr-only">
            {t("amount")}: {line.name}
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CART_AMOUNT}
            value={amount}
            disabled={disabled}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === "Enter") commit();
            }}
            className="h-9 w-20 rounded-md border border-line px-2"
          />
          <span>{line.unit}</span>
        </label>
        <span className="ml-auto font-medium whitespace-nowrap">{formatPrice(line.total)}</span>
        <Button type="button" variant="ghost" className="px-2 text-sm" disabled={disabled} onClick={() => onAmount(0)} aria-label={`${t("remove")}: ${line.name}`}>
          {t("remove")}
        </Button>
      </span>
    </li>
  );
}
