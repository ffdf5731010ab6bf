import "server-only";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import { specifications } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSpecificationViewer } from "./require-specification-viewer";
import { translator } from "@/lib/server/i18n/translator";

type TSpecificationRef = Pick<typeof specifications.$inferSelect, "kind" | "companyId" | "authorUserId" | "shared" | "status">;

/**
 * SQL: the specifications of the site the viewer sees — the recommended ones, and the active company's
 * that are theirs or shared with the company. Everything else is "not found" to them.
 */
export function visibleTo(siteId: number, viewer: TSpecificationViewer): SQL {
  return and(
    eq(specifications.siteId, siteId),
    or(
      eq(specifications.kind, "recommended"),
      and(eq(specifications.kind, "buyer"), eq(specifications.companyId, viewer.companyId), or(eq(specifications.authorUserId, viewer.userId), eq(specifications.shared, true))),
    ),
  ) as SQL;
}

/** SQL: the ones the viewer may change — their own, and the company's shared ones when they are its Administrator. */
export function editableBy(siteId: number, viewer: TSpecificationViewer): SQL {
  const shared = viewer.isAdministrator ? eq(specifications.shared, true) : undefined;
  return and(
    eq(specifications.siteId, siteId),
    eq(specifications.kind, "buyer"),
    eq(specifications.companyId, viewer.companyId),
    or(eq(specifications.authorUserId, viewer.userId), shared),
  ) as SQL;
}

/** The same rule as editableBy, for a row already loaded (the answer's canEdit). */
export function canEdit(spec: TSpecificationRef, viewer: TSpecificationViewer): boolean {
  if (spec.kind !== "buyer" || spec.companyId !== viewer.companyId) return false;
  return spec.authorUserId === viewer.userId || (spec.shared && viewer.isAdministrator);
}

/**
 * Refuses a change the viewer may not make: a recommended one is read only (copy it), someone else's
 * is the author's or an Administrator's (when shared); with `active`, an archived one must be restored first.
 */
export function assertCanChange(spec: TSpecificationRef, viewer: TSpecificationViewer, locale: TLocale, { active }: { active: boolean }): void {
  if (spec.kind === "recommended") throw new AppError("FORBIDDEN", translator(locale, "specifications")("api.recommendedReadOnly"));
  if (!canEdit(spec, viewer)) throw new AppError("FORBIDDEN", translator(locale, "specifications")("api.editForbidden"));
  if (active && spec.status === "archived") throw new AppError("CONFLICT", translator(locale, "specifications")("api.archivedLocked"));
}
