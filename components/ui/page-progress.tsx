"use client";

import { useTranslations } from "next-intl";
import { useProgress } from "@/lib/client/shell/snackbar-store";
import { ProgressBar } from "./progress-bar";

/** The page wrapper's progress bar: always on, or while the progress counter of `id` is above zero. */
export function PageProgress({ id }: { id: string | null }) {
  const t = useTranslations("shell");
  const counted = useProgress(id ?? "");
  return <ProgressBar active={id === null || counted} label={t("loading")} />;
}
