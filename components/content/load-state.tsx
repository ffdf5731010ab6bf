"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";

/** Loading, "not found" or a failed load (with retry) inside a content dialog. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("content");
  if (!error) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <p role="alert">{t("notFound")}</p>;
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{t("loadError")}</p>
      <button type="button" className="rounded-md border border-primary px-4 py-2 text-primary hover:bg-primary-light" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
