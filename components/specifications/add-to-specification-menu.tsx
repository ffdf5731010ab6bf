"use client";

import { useTranslations } from "next-intl";
import { AddToListMenu } from "@/components/catalog/add-to-list-menu";
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
  const lines = [{ productId, amount }];

  const done = (spec: TSpecificationChangeResponse, created: boolean) => {
    onDone();
    trackAction({ type: "productAppend", target: "specification", product: { id: productId, name: productName, amount } });
    const text = created ? t("created", { name: spec.name }) : t("added", { name: spec.name });
    showBanner(spec.adjusted && spec.message ? `${text}. ${spec.message}` : text, { href: `/specifications/${spec.id}`, label: t("open") });
  };
  const failed = (error: unknown) => showErrorOf(error, t("failed"));

  return (
    <AddToListMenu
      inputId="new-specification-name"
      productName={productName}
      amount={amount}
      text={(key, values) => t(key, values)}
      list={{ isPending: list.isPending, isError: list.isError, error: list.error, items: (list.data?.items ?? []).filter((spec) => spec.canEdit) }}
      adding={addLines.isPending}
      creating={create.isPending}
      onAdd={(id) => addLines.mutate({ id, lines }, { onSuccess: (answer) => done(answer, false), onError: failed })}
      onCreate={(name, nameError) =>
        create.mutate(
          { name, lines },
          {
            onSuccess: (spec) => done(spec, true),
            onError: (error) => (error instanceof ApiError && error.body.errors?.name ? nameError(error.body.errors.name.join(" ")) : failed(error)),
          },
        )
      }
    />
  );
}
