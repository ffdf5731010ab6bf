import "server-only";
import type { TConfigurationToSpecificationRequest } from "@/lib/contracts/configurator";
import type { TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { createSpecification } from "../specifications/create-specification";
import { checkConfiguration } from "./evaluate-configuration";
import { translator } from "@/lib/server/i18n/translator";

const day = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Moscow" });

/**
 * POST /api/v1/configurators/{code}/to-specification («В спецификацию»): a complete configuration becomes a
 * new specification of the active company, named after the configuration («Квартирный щит от 27.11.2026»)
 * unless a name is given, its description listing the steps' picks.
 */
export async function configurationToSpecification(ctx: TCartContext, code: string, request: TConfigurationToSpecificationRequest): Promise<TSpecificationChangeResponse> {
  const checked = await checkConfiguration(ctx, code, request.picks, { complete: true });
  const name = request.name ?? translator(ctx.locale, "configurator")("api.specificationName", { name: checked.row.name, date: day.format(new Date()) });
  const description = checked.row.steps
    .map((step) => {
      const picked = checked.picks.filter((p) => p.step === step.key);
      return picked.length ? `${step.title}: ${picked.map((p) => `${p.head.article} × ${p.amount}`).join(", ")}` : "";
    })
    .filter(Boolean)
    .join("; ")
    .slice(0, 2000);
  return createSpecification(ctx, { name, description, shared: false, lines: checked.picks.map((p) => ({ productId: p.productId, amount: p.amount })) });
}
