"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LineNumber } from "@/components/ui/line-number";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { formatPrice } from "@/lib/client/catalog/money";
import { useManagerOrderActions } from "@/lib/client/order-manager/use-order-manager";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TManagerOrder, TManagerOrderLine } from "@/lib/contracts/order-manager";

/** The lines of a customer order: amount and price edited in place (on leaving the field or Enter), the total beside them; a new line below. */
export function ManagerOrderLines({ entry, readOnly }: { entry: TManagerOrder; readOnly: boolean }) {
  const t = useTranslations("orderManager");
  const { updateLine, removeLine } = useManagerOrderActions();
  const change = (item: TManagerOrderLine, patch: { amount?: number; price?: string }) =>
    updateLine.mutateAsync({ id: entry.id, lineId: item.id, ...patch }).catch((error: unknown) => {
      showErrorOf(error);
      throw error;
    });
  return (
    <>
      {entry.items.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-center" data-testid="manager-no-lines">
          {t("noLines")}
        </p>
      ) : (
        // relative: the header's sr-only text (absolutely placed) stays inside this scrolling box — else it widened the page at 375 px.
        <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="manager-order-lines">
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="p-2 font-medium">{t("line.name")}</th>
                <th scope="col" className="p-2 text-right font-medium">{t("line.amount")}</th>
                <th scope="col" className="p-2 text-right font-medium">{t("line.price")}</th>
                <th scope="col" className="p-2 text-right font-medium">{t("line.total")}</th>
                <th scope="col" className="p-2"><span className="sr-only">{t("line.remove", { name: "" })}</span></th>
              </tr>
            </thead>
            <tbody>
              {entry.items.map((item) => (
                <tr key={item.id} className="border-b border-line align-middle last:border-0">
                  <td className="p-2">
                    {item.name}
                    {item.article ? <div className="text-xs text-muted">{item.article}</div> : null}
                    {item.orderable ? null : <div className="text-xs text-muted">{t(item.kind === "product" ? "line.withdrawn" : "line.custom")}</div>}
                  </td>
                  <td className="p-2 text-right">
                    <LineNumber key={`a${item.amount}`} label={t("line.amountOf", { name: item.name })} value={item.amount} step="1" disabled={readOnly} onCommit={(text) => change(item, { amount: Number(text) })} />
                  </td>
                  <td className="p-2 text-right">
                    <LineNumber key={`p${item.price}`} label={t("line.priceOf", { name: item.name })} value={Number(item.price)} step="0.01" disabled={readOnly} onCommit={(text) => change(item, { price: text })} />
                  </td>
                  <td className="p-2 text-right whitespace-nowrap">{formatPrice(item.total)}</td>
                  <td className="p-2 text-right">
                    {readOnly ? null : (
                      <Button type="button" variant="ghost" className="px-2" aria-label={t("line.remove", { name: item.name })} onClick={() => removeLine.mutate({ id: entry.id, lineId: item.id }, { onError: (error) => showErrorOf(error) })}>
                        ✕
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {readOnly ? null : <AddLineForm entryId={entry.id} />}
    </>
  );
}

type TLineDraft = { article: string; name: string; amount: string; price: string };
const emptyLine: TLineDraft = { article: "", name: "", amount: "1", price: "" };

/** A new line: a catalogue product by its article, or a line of the reseller's own by name; amount and price. */
function AddLineForm({ entryId }: { entryId: number }) {
  const t = useTranslations("orderManager.addLine");
  const { addLine } = useManagerOrderActions();
  const [draft, setDraft] = useState(emptyLine);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (field: keyof TLineDraft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((current) => ({ ...current, [field]: e.target.value }));
  return (
    <form
      aria-labelledby="manager-add-line-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        const article = draft.article.trim();
        addLine.mutate(
          { id: entryId, ...(article ? { article } : { name: draft.name.trim() }), amount: Number(draft.amount), price: draft.price.trim() },
          {
            onSuccess: () => setDraft(emptyLine),
            onError: (error) => (error instanceof ApiError && error.status === 400 && error.body.errors ? setErrors(error.body.errors) : showErrorOf(error)),
          },
        );
      }}
    >
      <h3 id="manager-add-line-heading" className="font-medium">
        {t("title")}
      </h3>
      <p className="text-xs text-muted">{t("hint")}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_7rem_9rem_auto] sm:items-start">
        <TextField label={t("article")} value={draft.article} maxLength={100} errors={errors.article} onChange={set("article")} />
        <TextField label={t("name")} value={draft.name} maxLength={300} disabled={draft.article.trim() !== ""} errors={errors.name} onChange={set("name")} />
        <TextField label={t("amount")} type="number" inputMode="numeric" min={1} step={1} value={draft.amount} errors={errors.amount} onChange={set("amount")} />
        <TextField label={t("price")} inputMode="decimal" value={draft.price} errors={errors.price} onChange={set("price")} />
        <Button type="submit" variant="outline" className="sm:mt-6" pending={addLine.isPending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
