"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { useSpecificationActions, useSpecificationList } from "@/lib/client/specifications/use-specifications";
import { trackAction } from "@/lib/client/web-analytics";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";

type TProps = { productId: number; productName: string; amount: number; onDone: () => void };

/**
 * The open «В спецификацию» menu: the user's active specifications, most recently changed first, and
 * «Новая спецификация…» (a name, then it is created with this product). Loaded only when opened.
 */
export default function AddToSpecificationMenu({ productId, productName, amount, onDone }: TProps) {
  const t = useTranslations("specificationsScreen.add");
  const list = useSpecificationList({ list: "mine", q: "", page: 1, perPage: 10 }, true);
  const { addLines, create } = useSpecificationActions();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const lines = [{ productId, amount }];

  const done = (spec: TSpecificationChangeResponse, created: boolean) => {
    onDone();
    trackAction({ type: "productAppend", target: "specification", product: { id: productId, name: productName, amount } });
    const text = created ? t("created", { name: spec.name }) : t("added", { name: spec.name });
    showBanner(spec.adjusted && spec.message ? `${text}. ${spec.message}` : text, { href: `/specifications/${spec.id}`, label: t("open") });
  };
  const failed = (error: unknown) => showErrorOf(error, t("failed"));

  if (naming) {
    return (
      <form
        className="flex flex-col gap-2 p-1"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) return setNameError(t("nameRequired"));
          create.mutate(
            { name: trimmed, lines },
            {
              onSuccess: (spec) => done(spec, true),
              onError: (error) => (error instanceof ApiError && error.body.errors?.name ? setNameError(error.body.errors.name.join(" ")) : failed(error)),
            },
          );
        }}
      >
        <label htmlFor="new-specification-name" className="text-sm font-medium">
          {t("newName")}
        </label>
        <input
          id="new-specification-name"
          autoFocus
          maxLength={200}
          value={name}
          onChange={(e) => {
            setNameError(null);
            setName(e.target.value);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "new-specification-name-error" : undefined}
          className="h-10 rounded-md border border-line px-3 text-base outline-none focus:border-primary"
        />
        {nameError ? (
          <p id="new-specification-name-error" role="alert" className="text-xs text-red-700">
            {nameError}
          </p>
        ) : null}
        <Button type="submit" pending={create.isPending}>
          {t("create")}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 py-1 text-xs text-muted">{t("heading", { name: productName, amount })}</p>
      {list.isPending ? (
        <div className="flex justify-center py-3">
          <Spinner size="small" label={t("loading")} />
        </div>
      ) : list.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-700">
          {list.error instanceof ApiError && list.error.status === 403 ? list.error.message : t("loadFailed")}
        </p>
      ) : (
        <ul className="flex flex-col" aria-label={t("listLabel")}>
          {list.data.items
            .filter((spec) => spec.canEdit)
            .map((spec) => (
              <li key={spec.id}>
                <button
                  type="button"
                  className={menuItemClass}
                  disabled={addLines.isPending}
                  onClick={() => addLines.mutate({ id: spec.id, lines }, { onSuccess: (answer) => done(answer, false), onError: failed })}
                >
                  <span className="min-w-0 truncate">{spec.name}</span>
                  <span className="shrink-0 text-xs text-muted">{t("positions", { count: spec.positionsCount })}</span>
                </button>
              </li>
            ))}
        </ul>
      )}
      <button type="button" className={`${menuItemClass} font-medium text-primary`} onClick={() => setNaming(true)}>
        {t("new")}
      </button>
    </div>
  );
}
