"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useAppInfo } from "@/lib/client/auth/use-app-config";
import { setRegion } from "@/lib/client/shell/set-region";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; currentId: number | null; returnFocusRef?: React.RefObject<HTMLElement | null> };

/** The region dialog (spec §2): the site's regions in three columns; choosing one saves it and reloads. */
export function RegionDialog({ open, onOpenChange, currentId, returnFocusRef }: TProps) {
  const t = useTranslations("shell.region");
  const info = useAppInfo();
  const [pending, setPending] = useState<number | null>(null);

  const choose = async (id: number) => {
    if (id === currentId) return onOpenChange(false);
    setPending(id);
    try {
      await setRegion(id);
    } catch (error) {
      setPending(null);
      showErrorOf(error, t("changeFailed"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => pending === null && onOpenChange(next)} title={t("title")} size="medium" returnFocusRef={returnFocusRef}>
      {info.isPending ? <Spinner label={t("loading")} /> : null}
      {info.isError ? <p className="text-sm text-red-700">{t("loadFailed")}</p> : null}
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-3">
        {info.data?.regions.map((region) => (
          <li key={region.id}>
            <button
              type="button"
              disabled={pending !== null}
              aria-current={region.id === currentId || undefined}
              onClick={() => void choose(region.id)}
              className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-primary-light disabled:opacity-60 aria-[current=true]:font-medium aria-[current=true]:text-primary"
            >
              <span className="min-w-0 flex-1">{region.name}</span>
              {pending === region.id ? <Spinner size="small" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
