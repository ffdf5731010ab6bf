"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { AddressSuggestField } from "./address-suggest-field";

export type TNewAddress = { address: string; city?: string; comment?: string; save: boolean };

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; onDone: (address: TNewAddress) => void };

/** The delivery address dialog: typing gives address suggestions; the address is sent with the order. */
export function AddressDialog({ open, onOpenChange, onDone }: TProps) {
  const t = useTranslations("cart.checkout");
  const [address, setAddress] = useState("");
  const [city, setCity] = useState("");
  const [comment, setComment] = useState("");
  const [save, setSave] = useState(true);
  const valid = address.trim().length >= 5;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("addressTitle")} size="medium">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          onDone({ address: address.trim(), city: city.trim() || undefined, comment: comment.trim() || undefined, save });
        }}
      >
        <AddressSuggestField
          label={t("addressField")}
          hint={t("addressHint")}
          value={address}
          onChange={setAddress}
          onPick={(picked) => {
            if (picked.city) setCity(picked.city);
          }}
        />
        <TextField label={t("addressCity")} value={city} maxLength={100} onChange={(e) => setCity(e.target.value)} />
        <TextField label={t("addressComment")} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={save} onChange={(e) => setSave(e.target.checked)} />
          {t("saveAddress")}
        </label>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!valid}>
            {t("useAddress")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
