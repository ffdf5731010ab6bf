import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { managers } from "../db/schema";

/** The seller's managers (the people `companies:approve --manager` names). */
export async function listManagers(siteId: number) {
  return getDb()
    .select({ id: managers.id, name: managers.name, position: managers.position, email: managers.email, phone: managers.phone, photoPath: managers.photoPath })
    .from(managers)
    .where(eq(managers.siteId, siteId))
    .orderBy(asc(managers.id));
}
