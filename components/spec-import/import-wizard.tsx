"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import type { THelpBox } from "@/lib/contracts/help";
import type { TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { CheckStep, type TDoneSummary } from "./check-step";
import { DoneStep } from "./done-step";
import { SourceStep, type TSource } from "./source-step";
import type { TImportTarget } from "./wizard-state";

type TStep = "source" | "check" | "done";
const steps: TStep[] = ["source", "check", "done"];

/**
 * The import wizard (spec §2, §4): «Источник» → «Проверка товаров» → «Готово». The source stays while the
 * buyer goes back from the check; a new check starts the choices over.
 */
export function ImportWizard({ target, help }: { target: TImportTarget; help?: THelpBox }) {
  const t = useTranslations("importWizard");
  const tc = useTranslations("cart");
  useRequireAuth();
  const user = useCurrentUser();
  const [step, setStep] = useState<TStep>("source");
  const [source, setSource] = useState<TSource>({ mode: "paste", text: "", file: null });
  const [result, setResult] = useState<TSpecImportCheckResult | null>(null);
  const [summary, setSummary] = useState<TDoneSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on the new step's heading, not at the button that vanished.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  if (user.isPending) {
    return (
      <PageWrapper title={t("title")}>
        <div className="flex justify-center py-16">
          <Spinner label={t("title")} />
        </div>
      </PageWrapper>
    );
  }
  if (!user.data) {
    return (
      <PageWrapper title={t("title")}>
        <SignInPrompt title={tc("signInTitle")} text={tc("signInText")} action={tc("signIn")} />
      </PageWrapper>
    );
  }
  const targetText = target.kind === "existing" ? t("target.existing", { id: target.id }) : t(`target.${target.kind}`);
  return (
    <PageWrapper title={t("title")} help={help}>
      <p className="text-sm text-muted">{targetText}</p>
      <nav aria-label={t("steps.label")}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {steps.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${s === step ? "bg-primary text-white" : steps.indexOf(step) > i ? "bg-primary-light text-primary" : "bg-page text-muted"}`}
            >
              <span aria-hidden>{i + 1}</span>
              {t(`steps.${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-medium outline-none">
        {t(`steps.${step}`)}
      </h2>
      {step === "source" ? (
        <SourceStep
          source={source}
          onSource={setSource}
          onChecked={(checked) => {
            setResult(checked);
            setStep("check");
          }}
        />
      ) : null}
      {step === "check" && result ? (
        <CheckStep
          result={result}
          target={target}
          onBack={() => setStep("source")}
          onDone={(done) => {
            setSummary(done);
            setStep("done");
          }}
        />
      ) : null}
      {step === "done" && summary ? (
        <DoneStep
          summary={summary}
          onAgain={() => {
            setSource({ mode: "paste", text: "", file: null });
            setResult(null);
            setStep("source");
          }}
        />
      ) : null}
    </PageWrapper>
  );
}
