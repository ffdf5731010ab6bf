import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { companies, specifications, users } from "../db/schema";
import { personName } from "../orders/person-name";
import type { TSpecificationHead } from "./format-specification";

/** Specification rows of the site by id with their author's and company's names, in the order of `ids`. */
export async function loadSpecificationHeads(db: TDb | TTx, siteId: number, ids: number[]): Promise<TSpecificationHead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      row: specifications,
      company: { id: companies.id, name: companies.name },
      author: { id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email, phone: users.phone },
    })
    .from(specifications)
    .leftJoin(companies, and(eq(companies.id, specifications.companyId), eq(companies.siteId, specifications.siteId)))
    .leftJoin(users, and(eq(users.id, specifications.authorUserId), eq(users.siteId, specifications.siteId)))
    .where(and(eq(specifications.siteId, siteId), inArray(specifications.id, ids)));
  const byId = new Map(rows.map((r) => [r.row.id, { row: r.row, company: r.company, author: r.author ? { id: r.author.id, name: personName(r.author) } : null }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
