import "server-only";
import { getTranslations } from "next-intl/server";
import { unitKey } from "@/lib/shared/units";

/** A unit in the request's language, as the browser's useUnitLabel gives it («шт» → "pcs"); an unknown unit stays as written. */
export async function unitLabelOf(): Promise<(unit: string) => string> {
  const t = await getTranslations("common.units");
  return (unit) => {
    const key = unitKey(unit);
    return key ? t(key) : unit;
  };
}
