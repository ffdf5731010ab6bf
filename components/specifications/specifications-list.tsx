"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { OrdersPager } from "@/components/orders/orders-pager";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { downloadSpecificationsExport, useSpecificationActions, useSpecificationList } from "@/lib/client/specifications/use-specifications";
import { MAX_EXPORT_SPECIFICATIONS } from "@/lib/contracts/specifications";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { SpecificationsTable } from "./specifications-table";
import { useSpecificationCommands } from "./use-specification-commands";
import type { TSpecificationsUrlState } from "./use-specifications-url";

/** One tab of /specifications: the rows, export of the chosen ones, paging, and on the archive tab «Очистить архив». */
export function SpecificationsList({ state, onPage, offersEnabled }: { state: TSpecificationsUrlState; onPage: (page: number) => void; offersEnabled?: boolean }) {
  const t = useTranslations("specificationsScreen");
  const list = useSpecificationList(state, true);
  const commands = useSpecificationCommands();
  const { clearArchive } = useSpecificationActions();
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const tooMany = selected.length > MAX_EXPORT_SPECIFICATIONS;

  const exportSelected = async () => {
    setExporting(true);
    try {
      await downloadSpecificationsExport(selected);
      showBanner(t("commands.exported"));
    } catch (error) {
      showErrorOf(error, t("commands.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  if (list.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (list.isError) {
    // 403 without an active company: the server's words say what to do.
    const forbidden = list.error instanceof ApiError && list.error.status === 403;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p>{forbidden ? list.error.message : t("loadFailed")}</p>
        {forbidden ? null : (
          <Button type="button" variant="outline" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        )}
      </div>
    );
  }
  const { items, meta } = list.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-page p-2" data-testid="specifications-selection">
        <span className={`text-sm ${tooMany ? "text-red-700" : "text-muted"}`} role={tooMany ? "alert" : undefined}>
          {tooMany ? t("export.tooMany", { max: MAX_EXPORT_SPECIFICATIONS }) : t("export.selected", { count: selected.length, max: MAX_EXPORT_SPECIFICATIONS })}
        </span>
        <Button type="button" variant="outline" disabled={selected.length === 0 || tooMany} pending={exporting} onClick={() => void exportSelected()}>
          {t("export.xlsx")}
        </Button>
        {selected.length ? (
          <Button type="button" variant="ghost" onClick={() => setSelected([])}>
            {t("export.clear")}
          </Button>
        ) : null}
        {state.list === "archive" && items.length ? (
          <Button type="button" variant="ghost" className="ml-auto text-red-700" onClick={() => setConfirmClear(true)}>
            {t("archive.clear")}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center" data-testid="specifications-empty">
          <p className="text-lg">{state.q ? t("empty.search", { q: state.q }) : t(`empty.${state.list}`)}</p>
        </div>
      ) : (
        <>
          <SpecificationsTable
            items={items}
            selected={selected}
            busy={commands.isPending}
            onSelect={(id, on) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)))}
            onCommand={(command, spec) => commands.run(command, spec)}
            offersEnabled={offersEnabled}
          />
          <OrdersPager meta={meta} onPage={onPage} />
        </>
      )}
      {commands.dialogs}
      {confirmClear ? (
        <ConfirmDeleteDialog
          title={t("archive.clearTitle")}
          text={t("archive.clearText", { count: meta.totalCount })}
          confirmLabel={t("archive.clearConfirm")}
          pending={clearArchive.isPending}
          onConfirm={() =>
            clearArchive.mutate(undefined, {
              onSuccess: (answer) => {
                setConfirmClear(false);
                setSelected([]);
                showBanner(t("archive.cleared", { count: answer.deleted }));
              },
              onError: (error) => showErrorOf(error, t("archive.clearFailed")),
            })
          }
          onClose={() => setConfirmClear(false)}
        />
      ) : null}
    </div>
  );
}
