"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TDocumentListItem } from "@/lib/contracts/documents";
import { trackAction } from "@/lib/client/web-analytics";
import { downloadDocument } from "./use-documents";

/** PDF and Excel buttons of one document (the file comes with the buyer's token, so a button, not a link). */
export function DocumentDownloads({ document }: { document: Pick<TDocumentListItem, "id" | "name"> }) {
  const t = useTranslations("documents.download");
  const [pending, setPending] = useState<"pdf" | "xlsx" | null>(null);
  const download = async (format: "pdf" | "xlsx") => {
    setPending(format);
    try {
      await downloadDocument(document.id, format);
      trackAction({ type: "downloadDoc", id: document.id });
    } catch (error) {
      showErrorOf(error, t("failed"));
    } finally {
      setPending(null);
    }
  };
  return (
    <span className="inline-flex gap-1">
      <Button type="button" variant="outline" className="h-8 px-3" pending={pending === "pdf"} aria-label={t("pdfOf", { name: document.name })} onClick={() => void download("pdf")}>
        {t("pdf")}
      </Button>
      <Button type="button" variant="outline" className="h-8 px-3" pending={pending === "xlsx"} aria-label={t("xlsxOf", { name: document.name })} onClick={() => void download("xlsx")}>
        {t("xlsx")}
      </Button>
    </span>
  );
}
