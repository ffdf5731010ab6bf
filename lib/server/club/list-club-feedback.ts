import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { clubFeedback, companies, users, type TClubFeedbackKind } from "../db/schema";

export type TClubFeedbackRow = {
  id: number;
  kind: TClubFeedbackKind;
  company: string;
  /** The author's e-mail or phone; null when the account is gone. */
  author: string | null;
  body: Record<string, string | number | string[]>;
  createdAt: Date;
};

/** The seller console's club:feedback: the site's club feedback and questionnaires, newest first. */
export async function listClubFeedback({ siteId, limit }: { siteId: number; limit: number }): Promise<TClubFeedbackRow[]> {
  const rows = await getDb()
    .select({ id: clubFeedback.id, kind: clubFeedback.kind, company: companies.name, email: users.email, phone: users.phone, body: clubFeedback.body, createdAt: clubFeedback.createdAt })
    .from(clubFeedback)
    .innerJoin(companies, and(eq(companies.siteId, clubFeedback.siteId), eq(companies.id, clubFeedback.companyId)))
    .leftJoin(users, and(eq(users.siteId, clubFeedback.siteId), eq(users.id, clubFeedback.userId)))
    .where(eq(clubFeedback.siteId, siteId))
    .orderBy(desc(clubFeedback.createdAt), desc(clubFeedback.id))
    .limit(limit);
  return rows.map(({ email, phone, ...row }) => ({ ...row, author: email ?? phone ?? null }));
}
