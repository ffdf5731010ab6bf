"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Menu } from "@/components/ui/menu";
import { useSaveUserFilter } from "@/lib/client/catalog/use-user-filters";
import { catalogHref } from "@/lib/shared/catalog-url";
import { useCatalog } from "./catalog-context";

/** "Save filter": the current address (without page and dialog) under an optional name. */
export function SaveFilterButton() {
  const t = useTranslations("catalog.savedFilters");
  const { viewer, state } = useCatalog();
  const save = useSaveUserFilter(viewer);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { url: catalogHref({ ...state, page: undefined, product: undefined }), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setName("");
        },
      },
    );
  };
  return (
    <Menu open={open} onOpenChange={setOpen} label={t("save")} triggerClassName="border border-line bg-white px-3" trigger={<span>{t("save")}</span>} contentClassName="w-72 p-3">
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t("nameLabel")}
        </label>
        <input id={`${id}-name`} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder={t("namePlaceholder")} className="h-10 rounded-md border border-line px-3 text-sm outline-none focus:border-primary" />
        <Button type="submit" pending={save.isPending}>
          {t("submit")}
        </Button>
      </form>
    </Menu>
  );
}
