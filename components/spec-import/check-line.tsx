"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { TImportCheckLine } from "@/lib/contracts/spec-import";
import { CandidateCard } from "./candidate-card";
import { CustomProductForm } from "./custom-product-form";
import { ReplacementSearch } from "./replacement-search";
import { amountOf, initialLineState, pickedOf, roundedAmount, type TLineState } from "./wizard-state";

const badge: Record<TImportCheckLine["status"], string> = {
  exact: "bg-green-100 text-green-800",
  several: "bg-amber-100 text-amber-900",
  notFound: "bg-slate-200 text-slate-800",
  error: "bg-red-100 text-red-800",
};

type TProps = { line: TImportCheckLine; state: TLineState; onChange: (state: TLineState) => void };

/** One line of the check step: what was pasted, how it matched, the buyer's decision and the amount. */
export function CheckLine({ line, state, onChange }: TProps) {
  const t = useTranslations("importWizard.check");
  const id = useId();
  const [panel, setPanel] = useState<"none" | "search" | "custom">("none");
  const { resolution } = state;
  const chosen = resolution.status === "chosen" ? resolution : null;
  const typed = amountOf(state.amount);
  const rounded = roundedAmount(state);
  const restore = () => {
    setPanel("none");
    // A several line goes back to its choice, a not-found one to being skipped.
    onChange({ ...state, resolution: initialLineState(line).resolution });
  };
  const skip = () => {
    setPanel("none");
    onChange({ ...state, resolution: { status: "skip" } });
  };

  return (
    <li className="grid gap-x-4 gap-y-2 border-b border-line py-3 sm:grid-cols-[3rem_minmax(0,1fr)_9rem] lg:grid-cols-[3rem_minmax(0,16rem)_minmax(0,1fr)_9rem]" data-testid="import-line" data-status={line.status} data-line={line.line}>
      <span className="text-sm text-muted">
        <span className="sr-only">{t("lineNumber", { line: line.line })}</span>
        <span aria-hidden>{line.line}</span>
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-mono text-sm break-words">{line.source}</span>
        <span className={`w-fit rounded px-2 py-0.5 text-xs font-medium ${badge[line.status]}`}>{t(`status.${line.status}`)}</span>
      </div>

      <div className="flex min-w-0 flex-col gap-2 sm:col-start-2 lg:col-start-auto">
        {line.status === "error" ? (
          <p className="text-sm">
            <span className="text-red-700">{line.error?.message}</span> <span className="text-muted">{t("errorSkipped")}</span>
          </p>
        ) : null}

        {line.status === "exact" && resolution.status !== "skip" && line.candidates[0] ? <CandidateCard product={line.candidates[0].product} reason={line.candidates[0].reasonText} /> : null}

        {line.status === "several" && resolution.status !== "skip" ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{t("pickLabel", { line: line.line })}</legend>
            {line.candidates.map((c) => (
              <label key={c.product.id} className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 hover:bg-primary-light has-[:checked]:bg-primary-light">
                <input
                  type="radio"
                  name={`${id}-pick`}
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={chosen?.picked.kind === "product" && chosen.picked.id === c.product.id}
                  onChange={() => onChange({ ...state, resolution: { status: "chosen", picked: pickedOf(c.product), origin: "match" } })}
                />
                <CandidateCard product={c.product} reason={c.reasonText} />
              </label>
            ))}
          </fieldset>
        ) : null}

        {chosen && chosen.origin !== "match" ? (
          <p className="text-sm">
            <span className="text-muted">{chosen.origin === "custom" ? t("customChosen") : t("chosen")}: </span>
            <span className="font-medium">{chosen.picked.name}</span>
            {chosen.picked.article ? <span className="text-muted"> · {t("article", { article: chosen.picked.article })}</span> : null}
          </p>
        ) : null}

        {resolution.status === "skip" && line.status !== "error" ? <p className="text-sm text-muted">{t("skipped")}</p> : null}

        {line.status !== "error" ? (
          <div className="flex flex-wrap gap-2">
            {line.status === "notFound" || chosen?.origin === "replacement" || chosen?.origin === "custom" ? (
              <>
                <Button type="button" variant="outline" className="h-8 px-3" aria-expanded={panel === "search"} onClick={() => setPanel(panel === "search" ? "none" : "search")}>
                  {t("findReplacement")}
                </Button>
                <Button type="button" variant="outline" className="h-8 px-3" aria-expanded={panel === "custom"} onClick={() => setPanel(panel === "custom" ? "none" : "custom")}>
                  {t("createCustom")}
                </Button>
              </>
            ) : null}
            {resolution.status === "skip" ? (
              line.status === "notFound" ? null : (
                <Button type="button" variant="ghost" className="h-8 px-3" onClick={restore}>
                  {t("restore")}
                </Button>
              )
            ) : (
              <Button type="button" variant="ghost" className="h-8 px-3" onClick={skip}>
                {t("skip")}
              </Button>
            )}
          </div>
        ) : null}

        {panel === "search" ? (
          <ReplacementSearch
            initial={line.text ?? ""}
            onClose={() => setPanel("none")}
            onPick={(product) => {
              setPanel("none");
              onChange({ ...state, resolution: { status: "chosen", picked: pickedOf(product), origin: "replacement" } });
            }}
          />
        ) : null}
        {panel === "custom" ? (
          <CustomProductForm
            name={line.text ?? line.source}
            unit={line.unit}
            onClose={() => setPanel("none")}
            onCreated={(product) => {
              setPanel("none");
              onChange({ ...state, resolution: { status: "chosen", picked: { kind: "custom", id: product.id, name: product.name, article: product.article, unit: product.unit, rule: { minimumBatch: 1, multiplicity: 1 } }, origin: "custom" } });
            }}
          />
        ) : null}
      </div>

      <div className="flex flex-col gap-1 sm:col-start-3 sm:row-start-1 lg:col-start-auto lg:row-start-auto">
        {chosen ? (
          <>
            <label htmlFor={`${id}-amount`} className="text-xs text-muted">
              {t("amount")}
              {chosen.picked.unit ? `, ${chosen.picked.unit}` : ""}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={state.amount}
              aria-label={t("amountLabel", { line: line.line })}
              aria-invalid={typed === null || undefined}
              aria-describedby={`${id}-note`}
              onChange={(e) => onChange({ ...state, amount: e.target.value })}
              className={`h-9 w-full rounded-md border px-2 text-base outline-none focus:border-primary ${typed === null ? "border-red-600" : "border-line"}`}
            />
            <p id={`${id}-note`} className={`text-xs ${typed === null ? "text-red-700" : "text-amber-700"}`} data-testid="import-amount-note">
              {typed === null
                ? t("amountInvalid")
                : rounded && (rounded.adjusted || (line.quantity !== null && rounded.amount !== line.quantity))
                  ? t("rounded", { amount: rounded.amount, unit: chosen.picked.unit, minimumBatch: chosen.picked.rule.minimumBatch, multiplicity: chosen.picked.rule.multiplicity })
                  : null}
            </p>
          </>
        ) : null}
      </div>
    </li>
  );
}
