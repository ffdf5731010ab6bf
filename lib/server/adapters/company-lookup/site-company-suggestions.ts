import "server-only";
import { and, eq, like, or, sql, type SQL } from "drizzle-orm";
import type { TCompanyData, TCompanySuggestQuery, TSuggestion } from "@/lib/contracts/lookup";
import { getDb } from "../../db/client";
import { legalEntities } from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";
import { emptyAddressData } from "./format-address";
import { innPrefixOf } from "./local-company-lookup";
import { escapeLike, exactWordCount, matchesAllWords, tokensOf } from "./text-match";

const OPF = /^(ООО|АО|ПАО|ЗАО|ОАО|ИП)\s+/i;
const MAX_ROWS = 50;

function suggestionOf(row: typeof legalEntities.$inferSelect): TSuggestion {
  const opf = OPF.exec(row.name)?.[1]?.toUpperCase() ?? null;
  const bare = row.name.replace(OPF, "").replace(/^["«]|["»]$/g, "");
  const data: TCompanyData = {
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    type: row.inn.length === 12 ? "INDIVIDUAL" : "LEGAL",
    name: { full_with_opf: row.name, short_with_opf: row.name, full: bare, short: bare },
    opf: opf ? { short: opf, full: null } : null,
    management: null,
    address: row.address ? { value: row.address, unrestricted_value: row.address, data: { ...emptyAddressData(), postal_code: /^(\d{6}),/.exec(row.address)?.[1] ?? null } } : null,
    state: { status: "ACTIVE" },
    source: "site",
  };
  return { value: row.name, unrestricted_value: row.name, data };
}

/** The seller's own buyers (legal_entities of this site) that match the keyword, by INN prefix or name words. */
export async function siteCompanySuggestions({ site }: { site: Pick<TSite, "id"> }, query: TCompanySuggestQuery): Promise<TSuggestion[]> {
  const digits = innPrefixOf(query.keyword);
  const words = tokensOf(query.keyword);
  if (!digits && !words.length) return [];
  const match: SQL | undefined = digits
    ? or(like(legalEntities.inn, `${escapeLike(digits)}%`), like(legalEntities.ogrn, `${escapeLike(digits)}%`))
    : and(...words.map((w) => sql`translate(lower(${legalEntities.name}), 'ё', 'е') like ${`%${escapeLike(w)}%`}`));
  const rows = await getDb()
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, site.id), match))
    .orderBy(legalEntities.name, legalEntities.id)
    .limit(MAX_ROWS);
  const seen = new Set<string>();
  return rows
    .filter((row) => digits || matchesAllWords(words, tokensOf(row.name)))
    .filter((row) => !seen.has(row.inn) && Boolean(seen.add(row.inn)))
    .map((row) => ({ row, score: digits ? 0 : exactWordCount(words, tokensOf(row.name)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, query.count)
    .map(({ row }) => suggestionOf(row));
}
