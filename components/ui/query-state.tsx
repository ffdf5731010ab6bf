"use client";

import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { Spinner } from "@/components/ui/spinner";

/** The area's translator: its messages have `loading`, `loadFailed` and `retry`. */
type TQueryStateMessages = (key: "loading" | "loadFailed" | "retry") => string;

/** A list's load before it has data: a spinner, or the failure with a retry button. Null once there is data. */
export function QueryState({ isPending, isError, onRetry, t }: { isPending: boolean; isError: boolean; onRetry: () => void; t: TQueryStateMessages }) {
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

/** An empty list: what to say, and (when nothing is filtered out) the way to the catalogue. */
export function EmptyList({ testId, text, catalogLink }: { testId: string; text: string; catalogLink?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid={testId}>
      <p className="text-lg">{text}</p>
      {catalogLink ? (
        <IntentLink href="/catalog" className="text-primary hover:underline">
          {catalogLink}
        </IntentLink>
      ) : null}
    </div>
  );
}
