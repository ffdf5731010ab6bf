"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, call } from "@/lib/client/api";
import { cartKeys } from "@/lib/client/query-keys";
import type { TCartLinesResponse } from "@/lib/contracts/cart";
import type { TImportCheckLine, TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import { formatDate } from "@/lib/shared/money";
import { CheckLine } from "./check-line";
import { amountOf, initialLineState, linesToSend, roundedAmount, type TImportTarget, type TLineState } from "./wizard-state";

type TFilter = "all" | TImportCheckLine["status"];

/** What step 3 shows: how many lines went in, which were rounded, which were left out and why, and where to go. */
export type TDoneSummary = { added: number; rounded: string[]; skipped: { name: string; reason: string }[]; specificationId: number | null };

type TProps = { result: TSpecImportCheckResult; target: TImportTarget; onBack: () => void; onDone: (summary: TDoneSummary) => void };

/** Step 2 «Проверка товаров»: every line with its match, the buyer's choices, amounts, counters and filters; then «Готово». */
export function CheckStep({ result, target, onBack, onDone }: TProps) {
  const t = useTranslations("importWizard.check");
  const id = useId();
  const queryClient = useQueryClient();
  const [states, setStates] = useState<TLineState[]>(() => result.lines.map(initialLineState));
  const [filter, setFilter] = useState<TFilter>("all");
  const [name, setName] = useState(() => t("specNameDefault", { date: formatDate(new Date()) }));

  const pending = states.filter((s) => s.resolution.status === "pending").length;
  const badAmounts = states.filter((s) => s.resolution.status === "chosen" && amountOf(s.amount) === null).length;
  const lines = linesToSend(states);
  const counts: Record<TFilter, number> = {
    all: result.lines.length,
    exact: result.summary.exact,
    several: result.summary.several,
    notFound: result.summary.notFound,
    error: result.summary.errors,
  };
  const filterLabels: Record<TFilter, string> = {
    all: t("filterAll", { count: counts.all }),
    exact: t("filterExact", { count: counts.exact }),
    several: t("filterSeveral", { count: counts.several }),
    notFound: t("filterNotFound", { count: counts.notFound }),
    error: t("filterError", { count: counts.error }),
  };

  const send = useMutation({
    mutationFn: async (): Promise<TDoneSummary> => {
      const skippedHere = result.lines.flatMap((line, i) =>
        states[i].resolution.status === "chosen" ? [] : [{ name: line.source, reason: line.status === "error" ? (line.error?.message ?? t("skipped")) : t("skipped") }],
      );
      if (target.kind === "cart") {
        const answer = await call<TCartLinesResponse>("v1/cart/lines", { method: "post", json: { lines } });
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return { added: answer.summary.added, rounded: answer.summary.adjusted.map((a) => a.message), skipped: [...answer.summary.skipped, ...skippedHere], specificationId: null };
      }
      const answer =
        target.kind === "new"
          ? await call<TSpecificationChangeResponse>("v1/specification", { method: "post", json: { name: name.trim(), lines } })
          : await call<TSpecificationChangeResponse>(`v1/specification/${target.id}/lines`, { method: "post", json: { lines } });
      // The specification answers one joined notice; which lines were rounded is known here, by the same rule.
      const rounded = states.flatMap((s) => {
        const r = roundedAmount(s);
        return r?.adjusted && s.resolution.status === "chosen"
          ? [t("rounded", { amount: r.amount, unit: s.resolution.picked.unit, minimumBatch: s.resolution.picked.rule.minimumBatch, multiplicity: s.resolution.picked.rule.multiplicity }) + ` — ${s.resolution.picked.name}`]
          : [];
      });
      return { added: lines.length, rounded, skipped: skippedHere, specificationId: answer.id };
    },
    onSuccess: onDone,
  });

  const shown = result.lines.map((line, i) => ({ line, i })).filter(({ line }) => filter === "all" || line.status === filter);
  const finishLabel = target.kind === "cart" ? t("toCart", { count: lines.length }) : target.kind === "new" ? t("toNew", { count: lines.length }) : t("toExisting", { count: lines.length });
  const blocked = pending > 0 || badAmounts > 0 || lines.length === 0 || (target.kind === "new" && !name.trim());
  const hint = pending > 0 ? t("unresolved", { count: pending }) : lines.length === 0 ? t("nothingChosen") : null;
  const sendError = send.error instanceof ApiError && send.error.body.message ? send.error.body.message : send.isError ? t("sendFailed") : null;

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label={t("filterLabel")} className="flex flex-wrap gap-2" data-testid="import-filters">
        {(["all", "exact", "several", "notFound", "error"] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="radio"
            aria-checked={filter === f}
            disabled={f !== "all" && counts[f] === 0}
            onClick={() => setFilter(f)}
            className={`h-9 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-40 ${filter === f ? "border-primary bg-primary-light font-medium text-primary" : "border-line"}`}
          >
            {filterLabels[f]}
          </button>
        ))}
      </div>

      <ol aria-label={t("counters")} className="flex flex-col">
        {shown.map(({ line, i }) => (
          <CheckLine key={line.line} line={line} state={states[i]} onChange={(next) => setStates((all) => all.map((s, k) => (k === i ? next : s)))} />
        ))}
      </ol>

      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-line bg-white py-3">
        {target.kind === "new" ? <TextField label={t("specName")} value={name} required maxLength={200} onChange={(e) => setName(e.target.value)} className="max-w-md" /> : null}
        <p id={`${id}-hint`} aria-live="polite" className="text-sm text-amber-800">
          {hint}
        </p>
        {sendError ? (
          <p role="alert" className="text-sm text-red-700">
            {sendError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onBack} disabled={send.isPending}>
            {t("back")}
          </Button>
          <Button type="button" pending={send.isPending} disabled={blocked} aria-describedby={`${id}-hint`} onClick={() => send.mutate()} data-testid="import-finish">
            {send.isPending ? t("sending") : finishLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
