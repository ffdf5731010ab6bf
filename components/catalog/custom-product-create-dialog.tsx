"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { TCustomProduct } from "@/lib/contracts/catalog-calls";
import { CustomProductForm } from "./custom-product-form";

/** "Add my own product": the form in a dialog; the new product's card opens once it is saved. */
export default function CustomProductCreateDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (product: TCustomProduct) => void }) {
  const t = useTranslations("catalog.custom");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("createTitle")} size="medium">
      <CustomProductForm product={null} onSaved={onCreated} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
