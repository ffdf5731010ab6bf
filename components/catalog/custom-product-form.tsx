"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/client/api";
import { draftOf, emptyCustomDraft, photoProblem, useSaveCustomProduct, type TCustomProductDraft } from "@/lib/client/catalog/use-custom-products";
import { showBanner } from "@/lib/client/shell/snackbar-store";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import { useCatalog } from "./catalog-context";
import { ProductImage } from "./product-image";

type TErrors = Partial<Record<keyof TCustomProductDraft | "photo" | "form", string[]>>;

/** Server field errors → the form's fields; a photo refused by size or type lands on the photo field. */
function errorsOf(error: unknown, photoFallback: string): TErrors {
  if (!(error instanceof ApiError)) return { form: [photoFallback] };
  if (error.status === 413 || error.status === 415) return { photo: [error.message] };
  const fields = error.body.errors ?? {};
  const out: TErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const key = (["name", "article", "brand", "manufacturer", "unit", "price", "description", "photo"].includes(field) ? field : "form") as keyof TErrors;
    out[key] = [...(out[key] ?? []), ...messages];
  }
  if (!Object.keys(out).length) out.form = [error.message];
  return out;
}

/**
 * Create or edit a custom product (spec §5: one name alone is enough; the photo is .jpg or .png up to
 * 2 MB). Saving a new one opens its dialog (`?product=custom:{id}`).
 */
export function CustomProductForm({ product, onSaved, onCancel }: { product: TCustomProduct | null; onSaved: (product: TCustomProduct) => void; onCancel: () => void }) {
  const t = useTranslations("catalog.custom");
  const { viewer } = useCatalog();
  const save = useSaveCustomProduct(viewer);
  const id = useId();
  const [draft, setDraft] = useState<TCustomProductDraft>(() => (product ? draftOf(product) : emptyCustomDraft));
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [deletePhoto, setDeletePhoto] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});

  // The chosen file's preview address; released when replaced and when the form goes.
  const previewUrl = useRef<string | null>(null);
  const showPreview = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const field = (key: keyof TCustomProductDraft) => ({
    value: draft[key],
    errors: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft({ ...draft, [key]: event.target.value }),
  });

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setErrors({ ...errors, photo: [t(problem === "type" ? "photoType" : "photoSize")] });
      return;
    }
    setErrors({ ...errors, photo: undefined });
    setDeletePhoto(false);
    setPhoto(file);
    showPreview(file);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setErrors({ name: [t("nameRequired")] });
      return;
    }
    setErrors({});
    save.mutate(
      { id: product?.id ?? null, draft, photo, deletePhoto },
      {
        onSuccess: ({ product: saved, photoError }) => {
          if (photoError) {
            // The product is saved; only its photo was refused: say so and stay on its card.
            showBanner(t("photoFailed"));
            onSaved(saved);
            return;
          }
          showBanner(product ? t("savedMessage") : t("created"));
          onSaved(saved);
        },
        onError: (error) => setErrors(errorsOf(error, t("failed"))),
      },
    );
  };

  const shownImage = preview ?? (deletePhoto ? null : (product?.image ?? null));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {errors.form.join(" ")}
        </p>
      ) : null}
      <TextField label={t("name")} required maxLength={255} autoFocus {...field("name")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t("article")} maxLength={100} {...field("article")} />
        <TextField label={t("brand")} maxLength={255} {...field("brand")} />
        <TextField label={t("manufacturer")} maxLength={255} {...field("manufacturer")} />
        <TextField label={t("unit")} maxLength={20} placeholder={t("unitPlaceholder")} {...field("unit")} />
        <TextField label={t("price")} inputMode="decimal" maxLength={16} {...field("price")} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t("description")}
        </label>
        <textarea id={`${id}-description`} rows={3} maxLength={5000} {...field("description")} className="rounded-md border border-line px-3 py-2 text-base outline-none focus:border-primary" />
        {errors.description ? <p className="text-xs text-red-700">{errors.description.join(" ")}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-photo`} className="text-sm font-medium">
          {t("photo")}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {shownImage ? <ProductImage src={shownImage} size={72} eager /> : null}
          <input
            id={`${id}-photo`}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={errors.photo ? `${id}-photo-error` : `${id}-photo-hint`}
            aria-invalid={errors.photo ? true : undefined}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5"
          />
          {shownImage && (product?.image || photo) ? (
            <button
              type="button"
              className="text-sm text-primary hover:underline"
              onClick={() => {
                setPhoto(null);
                showPreview(null);
                setDeletePhoto(Boolean(product?.image));
              }}
            >
              {t("removePhoto")}
            </button>
          ) : null}
        </div>
        <p id={`${id}-photo-hint`} className="text-xs text-muted">
          {t("photoHint")}
        </p>
        {errors.photo ? (
          <p id={`${id}-photo-error`} role="alert" className="text-xs text-red-700">
            {errors.photo.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" pending={save.isPending}>
          {product ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
