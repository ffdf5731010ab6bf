"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ApiError, call } from "@/lib/client/api";
import { uploadWithProgress } from "@/lib/client/upload-with-progress";
import { MAX_IMPORT_FILE_ROWS, MAX_IMPORT_TEXT_LINES, type TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { splitImportText } from "@/lib/shared/import-line";

/** Spec §9: the server answers within a minute; past it the wizard gives up with the spec's words. */
export const CHECK_TIMEOUT_MS = 60_000;

export type TSource = { mode: "paste" | "file"; text: string; file: File | null };

type TProps = { source: TSource; onSource: (source: TSource) => void; onChecked: (result: TSpecImportCheckResult) => void };

/** Filled lines, as the server counts them against its limit of 300. */
const countLines = (text: string) => splitImportText(text).filter((l) => l.trim()).length;

/** Step 1 «Источник»: a pasted list (≤ 300 lines, counted live) or a dropped / chosen .xlsx or .csv file. */
export function SourceStep({ source, onSource, onChecked }: TProps) {
  const t = useTranslations("importWizard.source");
  const id = useId();
  const [phase, setPhase] = useState<{ kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "checking" }>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const count = countLines(source.text);
  const tooMany = count > MAX_IMPORT_TEXT_LINES;
  const ready = source.mode === "paste" ? count > 0 && !tooMany : source.file !== null;
  const busy = phase.kind !== "idle";

  const check = async () => {
    if (!ready) {
      setError(t("empty"));
      return;
    }
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      let result: TSpecImportCheckResult;
      if (source.mode === "paste") {
        setPhase({ kind: "checking" });
        result = await call<TSpecImportCheckResult>("v1/specification-import/check", { method: "post", json: { text: source.text }, timeout: CHECK_TIMEOUT_MS, signal: controller.signal });
      } else {
        const form = new FormData();
        form.append("file", source.file as File);
        setPhase({ kind: "uploading", percent: 0 });
        const started = Date.now();
        result = await uploadWithProgress<TSpecImportCheckResult>("v1/specification-import/check", form, {
          // One minute for the whole call, uploading included.
          timeout: CHECK_TIMEOUT_MS,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;
            setPhase(percent >= 100 || Date.now() - started > CHECK_TIMEOUT_MS ? { kind: "checking" } : { kind: "uploading", percent });
          },
        });
      }
      setPhase({ kind: "idle" });
      onChecked(result);
    } catch (e) {
      setPhase({ kind: "idle" });
      if (e instanceof Error && e.name === "AbortError") return;
      if (e instanceof Error && e.name === "TimeoutError") setError(t("timeout"));
      else if (e instanceof ApiError && e.body.message && e.status < 500) setError(e.body.errors?.text?.[0] ?? e.body.errors?.file?.[0] ?? e.body.message);
      else setError(t("failed"));
    } finally {
      abort.current = null;
    }
  };

  const chooseFile = (file: File | null) => {
    setError(null);
    onSource({ ...source, file });
  };

  return (
    <form
      className="flex flex-col gap-4"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <fieldset className="flex flex-wrap gap-2" disabled={busy}>
        <legend className="sr-only">{t("modeLabel")}</legend>
        {(["paste", "file"] as const).map((mode) => (
          <label
            key={mode}
            className={`flex h-10 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${source.mode === mode ? "border-primary bg-primary-light font-medium text-primary" : "border-line"}`}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              className="sr-only"
              checked={source.mode === mode}
              onChange={() => {
                setError(null);
                onSource({ ...source, mode });
              }}
            />
            {t(mode)}
          </label>
        ))}
      </fieldset>

      {source.mode === "paste" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t("textLabel")}
          </label>
          <p id={`${id}-rules`} className="text-sm text-muted">
            {t("rules")}
          </p>
          <textarea
            id={`${id}-text`}
            value={source.text}
            rows={12}
            spellCheck={false}
            disabled={busy}
            placeholder={t("placeholder")}
            aria-describedby={`${id}-rules ${id}-counter`}
            aria-invalid={tooMany || undefined}
            onChange={(e) => onSource({ ...source, text: e.target.value })}
            className={`min-h-48 w-full rounded-md border p-3 font-mono text-sm outline-none focus:border-primary ${tooMany ? "border-red-600" : "border-line"}`}
          />
          <p id={`${id}-counter`} aria-live="polite" className={`text-sm ${tooMany ? "text-red-700" : "text-muted"}`} data-testid="import-line-counter">
            {t("counter", { count, max: MAX_IMPORT_TEXT_LINES })}
            {tooMany ? ` — ${t("tooManyLines", { max: MAX_IMPORT_TEXT_LINES })}` : null}
          </p>
        </div>
      ) : (
        <div
          className={`flex flex-col items-center gap-3 rounded-md border-2 border-dashed p-6 text-center ${dragging ? "border-primary bg-primary-light" : "border-line"}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            if (!busy) chooseFile(e.dataTransfer.files[0] ?? null);
          }}
        >
          <p className="font-medium">{t("drop")}</p>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t("fileHint", { max: MAX_IMPORT_FILE_ROWS })}
          </p>
          <label htmlFor={`${id}-file`} className="text-sm font-medium">
            {t("choose")}
          </label>
          {/* .xls is accepted here so the server's advice (save as .xlsx) is what the buyer reads. */}
          <input
            id={`${id}-file`}
            type="file"
            accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            className="max-w-full text-sm"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          {source.file ? (
            <p className="flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="import-file-name">
              {t("fileChosen", { name: source.file.name, size: Math.max(1, Math.round(source.file.size / 1024)) })}
              <Button type="button" variant="ghost" className="h-8 px-2" disabled={busy} onClick={() => chooseFile(null)}>
                {t("removeFile")}
              </Button>
            </p>
          ) : null}
        </div>
      )}

      {busy ? (
        <div className="flex flex-col gap-2" role="status" aria-live="polite">
          {phase.kind === "uploading" ? (
            <>
              <progress className="h-2 w-full" max={100} value={phase.percent} aria-label={t("uploading", { percent: phase.percent })} />
              <span className="text-sm">{t("uploading", { percent: phase.percent })}</span>
            </>
          ) : (
            <>
              <ProgressBar active label={t("checking")} />
              <span className="text-sm">{t("checking")}</span>
            </>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-600 bg-red-50 p-3 text-sm text-red-800" data-testid="import-source-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={busy} disabled={busy || (source.mode === "paste" && tooMany)}>
          {t("check")}
        </Button>
        {busy ? (
          <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
