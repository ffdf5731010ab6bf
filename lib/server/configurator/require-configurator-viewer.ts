import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { requireActiveCompany, type TActiveCompany } from "../cart/require-active-company";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";

/**
 * The buyer's active company (its prices are the configurator's), or: 404 when the site has not switched
 * the configurator on (its calls do not exist there), 403 with a hint to choose a company.
 */
export async function requireConfiguratorViewer(ctx: TCartContext): Promise<TActiveCompany> {
  const { site, locale } = ctx;
  if (!site.modules.enabled || !site.modules.configurator) throw new AppError("NOT_FOUND", translator(locale, "configurator")("api.moduleOff"));
  return requireActiveCompany(ctx);
}
