import { useTranslations } from "next-intl";
import type ru from "@/messages/ru.json";
import { useCatalog } from "./catalog-context";
import { isStockColumn, stockIdOf } from "./catalog-columns";

type TNamedColumn = keyof (typeof ru)["catalog"]["columns"];

/**
 * A list column's heading: a stock column by its warehouse's name, the others from the messages. The columns
 * come from the site's configuration, so one the messages do not know is shown by its key.
 */
export function useColumnLabel(): (column: string) => string {
  const t = useTranslations("catalog.columns");
  const { info } = useCatalog();
  return (column) => {
    if (isStockColumn(column)) return info.warehouses.find((w) => w.id === stockIdOf(column))?.name ?? column;
    const key = column as TNamedColumn;
    return t.has(key) ? t(key) : column;
  };
}
