import "server-only";
import type { TAddSpecificationLinesRequest, TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { addLinesToSpecification } from "./add-lines-to-specification";
import { changeSpecification } from "./change-specification";

/** POST /api/v1/specification/{id}/lines: add products (the catalogue's «в спецификацию», the import wizard's finish). */
export async function addSpecificationLines(ctx: TCartContext, { id }: { id: number }, request: TAddSpecificationLinesRequest): Promise<TSpecificationChangeResponse> {
  return changeSpecification(ctx, id, { active: true }, (tx, spec, viewer) =>
    addLinesToSpecification(tx, { siteId: spec.siteId, specificationId: spec.id, companyId: viewer.companyId, locale: ctx.locale }, request.lines),
  );
}
