"use client";

import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/client/catalog/money";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

/**
 * The buyer's price (the refreshed current price when it came, else the list's) with the unit; the base
 * price struck through beside it when the buyer pays less.
 */
export function ProductPrice({ current, base, unit, sign, align = "left" }: { current: string; base: string; unit: string; sign: string; align?: "left" | "right" }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  const currentText = formatPrice(current, sign);
  const isLower = current !== base && Number(current) < Number(base);
  return (
    <div className={align === "right" ? "text-right" : ""}>
      <p className="font-medium whitespace-nowrap">{currentText}</p>
      {isLower ? (
        <p className="text-xs whitespace-nowrap text-muted line-through">
          <span className="sr-only">{t("prices.base")}: </span>
          {formatPrice(base, sign)}
        </p>
      ) : null}
      <p className="text-xs text-muted">{t("unitPrice", { unit: unitLabel(unit) })}</p>
    </div>
  );
}
