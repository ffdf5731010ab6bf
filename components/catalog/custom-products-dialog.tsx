"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useCustomProductList } from "@/lib/client/catalog/use-custom-products";
import { useCatalog } from "./catalog-context";
import { CustomProductRows } from "./custom-product-list";

/** «Свои товары»: every custom product of the buyer's company, filtered by name or article as typed. */
export default function CustomProductsDialog({ open, onOpenChange, onCreate }: { open: boolean; onOpenChange: (open: boolean) => void; onCreate: () => void }) {
  const t = useTranslations("catalog.custom");
  const { viewer } = useCatalog();
  const [keyword, setKeyword] = useState("");
  const deferred = useDeferredValue(keyword);
  const list = useCustomProductList(deferred, viewer, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("listTitle")} size="medium">
      <div className="flex flex-col gap-3">
        <input
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t("listSearch")}
          aria-label={t("listSearch")}
          maxLength={200}
          className="h-10 rounded-md border border-line px-3 text-sm focus:border-primary focus:outline-none"
        />
        {list.isPending ? <Spinner label={t("loading")} /> : null}
        {list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("listFailed")}
          </p>
        ) : null}
        {list.data && list.data.items.length === 0 ? <p className="text-sm text-muted">{deferred.trim() ? t("listNothingFound") : t("listEmpty")}</p> : null}
        {list.data && list.data.items.length > 0 ? <CustomProductRows products={list.data.items} onOpen={() => onOpenChange(false)} /> : null}
        <div>
          <Button type="button" variant="outline" onClick={onCreate}>
            {t("add")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
