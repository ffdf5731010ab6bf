"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { MAX_EXPORT_ORDERS } from "@/lib/contracts/orders";
import { downloadOrdersExport, useEmailExport } from "./use-orders";

/** Export of up to 10 chosen orders (spec §9): to an Excel or CSV file, or by e-mail. */
export function ExportBar({ ids }: { ids: number[] }) {
  const t = useTranslations("orders.exportUi");
  const [downloading, setDownloading] = useState<"xlsx" | "csv" | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [emailErrors, setEmailErrors] = useState<string[] | undefined>();
  const mail = useEmailExport();
  const none = ids.length === 0;
  const tooMany = ids.length > MAX_EXPORT_ORDERS;

  const download = async (format: "xlsx" | "csv") => {
    setDownloading(format);
    try {
      await downloadOrdersExport(ids, format);
      showBanner(t("done"));
    } catch (error) {
      showErrorOf(error, t("failed"));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-page p-2" data-testid="orders-export">
      <span className={`text-sm ${tooMany ? "text-red-700" : "text-muted"}`} role={tooMany ? "alert" : undefined}>
        {tooMany ? t("tooMany", { max: MAX_EXPORT_ORDERS }) : t("selected", { count: ids.length, max: MAX_EXPORT_ORDERS })}
      </span>
      <Button type="button" variant="outline" disabled={none || tooMany} pending={downloading === "xlsx"} onClick={() => void download("xlsx")}>
        {t("xlsx")}
      </Button>
      <Button type="button" variant="outline" disabled={none || tooMany} pending={downloading === "csv"} onClick={() => void download("csv")}>
        {t("csv")}
      </Button>
      <Button type="button" variant="outline" disabled={none || tooMany} onClick={() => setDialogOpen(true)}>
        {t("email")}
      </Button>
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title={t("emailTitle")}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setEmailErrors(undefined);
            mail.mutate(
              { ids, ...(email.trim() ? { email: email.trim() } : {}) },
              {
                onSuccess: (result) => {
                  setDialogOpen(false);
                  showBanner(result.message);
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.body.errors?.email) setEmailErrors(error.body.errors.email);
                  else showErrorOf(error, t("failed"));
                },
              },
            );
          }}
        >
          <TextField label={t("emailField")} type="email" hint={t("emailHint")} value={email} errors={emailErrors} onChange={(e) => setEmail(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setDialogOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" pending={mail.isPending}>
              {t("send")}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
