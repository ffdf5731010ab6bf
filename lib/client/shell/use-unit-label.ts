"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { unitKey } from "@/lib/shared/units";

/** A unit in the interface language («шт» → "pcs" in English); a unit we do not know stays as the seller wrote it. */
export function useUnitLabel(): (unit: string) => string {
  const t = useTranslations("common.units");
  return useCallback((unit: string) => {
    const key = unitKey(unit);
    return key ? t(key) : unit;
  }, [t]);
}
