"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Loading and failure of a documents query: a spinner, or the error with «Повторить». Null once there is data. */
export function QueryState({ isPending, isError, onRetry }: { isPending: boolean; isError: boolean; onRetry: () => void }) {
  const t = useTranslations("documents");
  if (isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t("loading")} />
      </div>
    );
  if (isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12">
        <p>{t("loadFailed")}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          {t("retry")}
        </Button>
      </div>
    );
  return null;
}
