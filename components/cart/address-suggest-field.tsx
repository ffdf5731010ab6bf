"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { useAddressSuggestions } from "./use-address-suggestions";

type TProps = {
  label: string;
  hint?: string;
  value: string;
  onChange: (address: string) => void;
  /** A suggestion was chosen: its city, when the lookup service knows it. */
  onPick?: (suggestion: { address: string; city: string | null }) => void;
  errors?: string[];
};

/**
 * An address input with the seller's address suggestions (GET /api/v2/{lookupService}/suggest/address):
 * typing lists them, choosing one fills the address (and tells its city). Checkout and My company use it.
 */
export function AddressSuggestField({ label, hint, value, onChange, onPick, errors }: TProps) {
  const t = useTranslations("cart.checkout");
  const [picked, setPicked] = useState(false);
  const suggestions = useAddressSuggestions(picked ? "" : value);
  const found = suggestions.data?.suggestions ?? [];
  const typed = !picked && value.trim().length >= 3;
  const nothingFound = typed && suggestions.isSuccess && !suggestions.isPlaceholderData && found.length === 0;
  return (
    <>
      <TextField
        label={label}
        hint={hint}
        value={value}
        required
        autoComplete="off"
        maxLength={500}
        errors={errors}
        onChange={(e) => {
          onChange(e.target.value);
          setPicked(false);
        }}
      />
      {nothingFound ? <p className="-mt-2 text-xs text-muted">{t("addressNoSuggestions")}</p> : null}
      {typed && found.length > 0 ? (
        <ul aria-label={t("addressSuggestions")} className="-mt-2 max-h-56 overflow-y-auto rounded-md border border-line">
          {found.map((s) => (
            <li key={s.unrestricted_value}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-primary-light"
                onClick={() => {
                  onChange(s.value);
                  const city = s.data.city;
                  onPick?.({ address: s.value, city: typeof city === "string" ? city : null });
                  setPicked(true);
                }}
              >
                {s.value}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
