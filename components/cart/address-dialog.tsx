"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useAddressSuggestions } from "./use-address-suggestions";

export type TNewAddress = { address: string; city?: string; comment?: string; save: boolean };

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; onDone: (address: TNewAddress) => void };

/** The delivery address dialog: typing gives address suggestions; the address is sent with the order. */
export function AddressDialog({ open, onOpenChange, onDone }: TProps) {
  const t = useTranslations("cart.checkout");
  const [address, setAddress] = useState("");
  const [city, setCity] = useState("");
  const [comment, setComment] = useState("");
  const [save, setSave] = useState(true);
  const [picked, setPicked] = useState(false);
  const suggestions = useAddressSuggestions(picked ? "" : address);
  const valid = address.trim().length >= 5;
  const found = suggestions.data?.suggestions ?? [];
  const nothingFound = !picked && address.trim().length >= 3 && suggestions.isSuccess && !suggestions.isPlaceholderData && found.length === 0;
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
        <TextField
          label={t("addressField")}
          hint={t("addressHint")}
          value={address}
          required
          autoComplete="off"
          maxLength={500}
          onChange={(e) => {
            setAddress(e.target.value);
            setPicked(false);
          }}
        />
        {nothingFound ? <p className="-mt-2 text-xs text-muted">{t("addressNoSuggestions")}</p> : null}
        {!picked && address.trim().length >= 3 && found.length > 0 ? (
          <ul aria-label={t("addressSuggestions")} className="-mt-2 max-h-56 overflow-y-auto rounded-md border border-line">
            {found.map((s) => (
              <li key={s.unrestricted_value}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-primary-light"
                  onClick={() => {
                    setAddress(s.value);
                    const suggestedCity = s.data.city;
                    if (typeof suggestedCity === "string") setCity(suggestedCity);
                    setPicked(true);
                  }}
                >
                  {s.value}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
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
