import "server-only";
import type { TConfiguratorListResponse } from "@/lib/contracts/configurator";
import type { TCartContext } from "../cart/cart-context";
import { listConfiguratorRows, summaryOf } from "./find-configurator";
import { requireConfiguratorViewer } from "./require-configurator-viewer";

/** GET /api/v1/configurators: the site's configurators with their steps. */
export async function listConfigurators(ctx: TCartContext): Promise<TConfiguratorListResponse> {
  await requireConfiguratorViewer(ctx);
  return { items: (await listConfiguratorRows(ctx.site.id)).map(summaryOf) };
}
