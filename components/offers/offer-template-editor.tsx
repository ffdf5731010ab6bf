"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { useOfferActions } from "@/lib/client/offers/use-offers";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { MAX_OFFER_CONTACTS, MAX_OFFER_TITLE, offerColumns, type TOffer, type TOfferColumnKey, type TOfferTemplateRequest } from "@/lib/contracts/offers";
import { OfferPreview } from "./offer-preview";

type TDraft = Omit<TOfferTemplateRequest, "logo">;

const textareaClass = "min-h-24 rounded-md border border-line bg-white px-3 py-2 font-mono text-sm outline-none focus:border-primary";

/**
 * The template editor (spec §2 "template editor with edit and preview"): the blocks on the left, the offer
 * as the customer will see it on the right (side by side on a wide screen, one under the other on a phone).
 * Title, contacts and columns show in the preview as typed; the texts after saving, as the server's
 * sanitiser left them.
 */
export function OfferTemplateEditor({ offer, readOnly }: { offer: TOffer; readOnly: boolean }) {
  const t = useTranslations("offersScreen.template");
  const columnsText = useTranslations("offers.columns");
  const { update, uploadLogo, saveDefault } = useOfferActions();
  // The answer's `logo` is the picture's address; the request's is a remove flag — so it is not part of the draft.
  const [draft, setDraft] = useState<TDraft>(() => {
    const { title, contacts, intro, final, columns } = offer.template;
    return { title, contacts, intro, final, columns };
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const toggle = (column: TOfferColumnKey, on: boolean) => set({ columns: offerColumns.filter((c) => (c === column ? on : draft.columns.includes(c))) });

  const save = async (extra: Partial<TOfferTemplateRequest> = {}) => {
    setErrors({});
    try {
      const saved = await update.mutateAsync({ id: offer.id, template: { ...draft, ...extra } });
      set({ intro: saved.template.intro, final: saved.template.final });
      showBanner(t("saved"));
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, v]) => [k.replace(/^template\./, ""), v])));
      showErrorOf(error);
    }
  };

  return (
    <section aria-labelledby="offer-template-heading" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form
        className="flex min-w-0 flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="offer-template-heading" className="text-lg font-medium">
          {t("editor")}
        </h2>
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <TextField label={t("title")} value={draft.title} maxLength={MAX_OFFER_TITLE} errors={errors.title} onChange={(e) => set({ title: e.target.value })} />
          <label className="flex flex-col gap-1 text-sm">
            {t("contacts")}
            <textarea className={textareaClass} value={draft.contacts} maxLength={MAX_OFFER_CONTACTS} onChange={(e) => set({ contacts: e.target.value })} />
          </label>
          <div className="flex flex-col gap-2 text-sm">
            <span>{t("logo")}</span>
            <div className="flex flex-wrap items-center gap-2">
              <input
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t("logo")}
                aria-describedby="offer-logo-hint"
                className="max-w-full text-sm"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) uploadLogo.mutate({ id: offer.id, file }, { onError: (error) => showErrorOf(error) });
                }}
              />
              {offer.template.logo ? (
                <Button type="button" variant="ghost" pending={update.isPending} onClick={() => void save({ logo: false })}>
                  {t("removeLogo")}
                </Button>
              ) : null}
            </div>
            <span id="offer-logo-hint" className="text-muted">
              {t("logoHint")}
            </span>
          </div>
          <label className="flex flex-col gap-1 text-sm">
            {t("intro")}
            <textarea className={textareaClass} value={draft.intro} onChange={(e) => set({ intro: e.target.value })} aria-invalid={errors.intro ? true : undefined} />
          </label>
          <fieldset className="flex flex-col gap-2 text-sm">
            <legend className="mb-1">{t("columns")}</legend>
            <div className="grid grid-cols-2 gap-2">
              {offerColumns.map((c) => (
                <label key={c} className="flex items-center gap-2">
                  <input type="checkbox" checked={draft.columns.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
                  {columnsText(c)}
                </label>
              ))}
            </div>
            {errors.columns ? (
              <p role="alert" className="text-red-700">
                {errors.columns[0]}
              </p>
            ) : null}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm">
            {t("final")}
            <textarea className={textareaClass} value={draft.final} onChange={(e) => set({ final: e.target.value })} />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={update.isPending}>
              {t("save")}
            </Button>
            <Button
              type="button"
              variant="outline"
              pending={saveDefault.isPending}
              onClick={() => saveDefault.mutate(offer.id, { onSuccess: () => showBanner(t("savedDefault")), onError: (error) => showErrorOf(error) })}
            >
              {t("saveDefault")}
            </Button>
          </div>
        </fieldset>
      </form>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg font-medium">{t("preview")}</h2>
        <div className="rounded-lg border border-line">
          <OfferPreview offer={offer} template={{ ...offer.template, title: draft.title, contacts: draft.contacts, columns: draft.columns }} />
        </div>
      </div>
    </section>
  );
}
