import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type TDb, type TTx } from "../db/client";
import { customProducts } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSignedInCatalogContext } from "../catalog/catalog-context";
import { ownedBy, type TCustomProductOwner } from "./custom-product-owner";
import type { TCustomProductRow } from "./format-custom-product";
import { translator } from "@/lib/server/i18n/translator";

/** One custom product of the owner's company; anyone else's (or another site's) is 404. */
export async function findCustomProductOrThrow(
  { locale }: Pick<TSignedInCatalogContext, "locale">,
  owner: TCustomProductOwner,
  id: number,
  db: TDb | TTx = getDb(),
): Promise<TCustomProductRow> {
  const [row] = await db
    .select()
    .from(customProducts)
    .where(and(ownedBy(owner), eq(customProducts.id, id)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "catalogApi")("errors.customProductNotFound"));
  return row;
}
