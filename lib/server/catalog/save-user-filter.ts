import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { MAX_USER_FILTERS, type TSaveUserFilterRequest, type TUserFilter } from "@/lib/contracts/catalog-calls";
import { formatDate } from "@/lib/shared/money";
import { getDb } from "../db/client";
import { sections, userFilters, users } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSignedInCatalogContext } from "./catalog-context";
import { toUserFilter } from "./list-user-filters";
import { translator } from "@/lib/server/i18n/translator";

const MAX_NAME = 100;

function clip(value: string): string {
  return value.length > MAX_NAME ? `${value.slice(0, MAX_NAME - 1)}…` : value;
}

/**
 * POST /api/v1/user-filter: saves a catalogue address (already validated and made canonical by the
 * contract) for the signed-in user. The same address saved again returns the saved filter (renamed
 * when a new name is given) instead of a copy; a user keeps at most MAX_USER_FILTERS filters.
 */
export async function saveUserFilter({ site, auth, locale }: TSignedInCatalogContext, request: TSaveUserFilterRequest): Promise<TUserFilter> {
  const { url, kind, sectionId, keyword } = request.url;
  let sectionName: string | null = null;
  if (sectionId !== null) {
    const [section] = await getDb()
      .select({ name: sections.name })
      .from(sections)
      .where(and(eq(sections.siteId, site.id), eq(sections.id, sectionId)));
    if (!section) {
      const message = translator(locale, "catalogApi")("errors.userFilterSectionMissing");
      throw new AppError("BAD_REQUEST", message, { errors: { url: [message] } });
    }
    sectionName = section.name;
  }
  const given = request.name?.trim() || null;
  const name =
    given ??
    clip(
      kind === "section" && sectionName
        ? sectionName
        : keyword
          ? translator(locale, "catalogApi")("filterNames.keyword", { keyword })
          : sectionName
            ? translator(locale, "catalogApi")("filterNames.sectionWithFilters", { section: sectionName })
            : translator(locale, "catalogApi")("filterNames.dated", { date: formatDate(new Date()) }),
    );
  return getDb().transaction(async (tx) => {
    // One writer per user at a time, so two parallel saves cannot both pass the limit.
    await tx.execute(sql`select ${users.id} from ${users} where ${users.siteId} = ${site.id} and ${users.id} = ${auth.user.id} for update`);
    const mine = and(eq(userFilters.siteId, site.id), eq(userFilters.userId, auth.user.id));
    const [existing] = await tx.select().from(userFilters).where(and(mine, eq(userFilters.url, url))).limit(1);
    if (existing) {
      if (!given || given === existing.name) return toUserFilter(existing);
      const [renamed] = await tx.update(userFilters).set({ name: given }).where(and(mine, eq(userFilters.id, existing.id))).returning();
      return toUserFilter(renamed);
    }
    const [{ total }] = await tx.select({ total: count() }).from(userFilters).where(mine);
    if (total >= MAX_USER_FILTERS) {
      const message = translator(locale, "catalogApi")("errors.userFilterLimit", { max: MAX_USER_FILTERS });
      throw new AppError("BAD_REQUEST", message, { errors: { url: [message] } });
    }
    const [row] = await tx.insert(userFilters).values({ siteId: site.id, userId: auth.user.id, name, url, kind }).returning();
    return toUserFilter(row);
  });
}
