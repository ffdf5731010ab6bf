"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorDetails, type TErrorDetails } from "./error-details";

/** The generic failure page (spec §2): 'Произошел технический сбой' and a reload action. */
export function FailureView({ onReload, ...details }: TErrorDetails & { onReload?: () => void }) {
  const t = useTranslations("shell.failure");
  return (
    <section data-page-state="failure" className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-medium text-primary">{t("title")}</h1>
      <p className="mb-8 text-muted">{t("text")}</p>
      <Button type="button" onClick={onReload ?? (() => window.location.reload())}>
        {t("reload")}
      </Button>
      <div>
        <ErrorDetails {...details} />
      </div>
    </section>
  );
}
