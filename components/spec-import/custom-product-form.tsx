"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, call } from "@/lib/client/api";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** Creates the company's custom product (POST /api/v1/product-custom) for a line the catalogue does not have. */
export function CustomProductForm({ name, unit, onCreated, onClose }: { name: string; unit: string | null; onCreated: (product: TCustomProduct) => void; onClose: () => void }) {
  const t = useTranslations("importWizard.check");
  const [fields, setFields] = useState({ name, article: "", unit: unit ?? DEFAULT_UNIT });
  const create = useMutation({
    mutationFn: () => call<TCustomProduct>("v1/product-custom", { method: "post", json: { name: fields.name.trim(), ...(fields.article.trim() ? { article: fields.article.trim() } : {}), unit: fields.unit.trim() || DEFAULT_UNIT } }),
    onSuccess: onCreated,
  });
  const errors = create.error instanceof ApiError ? (create.error.body.errors ?? {}) : {};
  return (
    <form
      className="flex flex-col gap-2 rounded-md border border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem_6rem]">
        <TextField label={t("customName")} value={fields.name} required maxLength={255} autoFocus errors={errors.name} onChange={(e) => setFields({ ...fields, name: e.target.value })} />
        <TextField label={t("customArticle")} value={fields.article} maxLength={100} errors={errors.article} onChange={(e) => setFields({ ...fields, article: e.target.value })} />
        <TextField label={t("customUnit")} value={fields.unit} maxLength={20} errors={errors.unit} onChange={(e) => setFields({ ...fields, unit: e.target.value })} />
      </div>
      {create.isError && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-700">
          {create.error instanceof ApiError && create.error.body.message ? create.error.body.message : t("createFailed")}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" pending={create.isPending} disabled={!fields.name.trim()}>
          {t("create")}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </form>
  );
}
