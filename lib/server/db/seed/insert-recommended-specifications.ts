import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { writeRecommendedSpecification } from "../../specifications/write-recommended-specification";
import type { TTx } from "../client";
import { products, sections } from "../schema";

/** A recommended list of the seed: products taken from catalogue sections (by name), how many of each section, in how many minimum batches. */
type TSeedSpecification = { key: string; name: string; description: string; picks: { section: string; take: number; batches: number }[] };

const bySite: Record<string, TSeedSpecification[]> = {
  demo: [
    {
      key: "demo-flat-board",
      name: "Квартирный щит: типовой набор",
      description: "Бокс, автоматы, УЗО и клеммы для щита двухкомнатной квартиры. Скопируйте и поправьте под свой объект.",
      picks: [
        { section: "Боксы пластиковые", take: 1, batches: 1 },
        { section: "Автоматические выключатели", take: 3, batches: 2 },
        { section: "Устройства защитного отключения (УЗО)", take: 1, batches: 1 },
        { section: "Клеммы соединительные", take: 1, batches: 2 },
        { section: "Кабель ВВГ", take: 1, batches: 1 },
      ],
    },
    {
      key: "demo-office-lighting",
      name: "Освещение офиса на 100 м²",
      description: "Светильники, лампы и кабель для небольшого офиса.",
      picks: [
        { section: "Офисные светильники", take: 2, batches: 4 },
        { section: "Светодиодные лампы", take: 2, batches: 2 },
        { section: "Стяжки кабельные", take: 1, batches: 1 },
      ],
    },
  ],
};

/**
 * The seller's recommended specifications of a seeded site (spec §2 "Specification lists"): the first
 * products of the named sections — the seed's catalogue is the same on every run, so are these lists.
 * A section the (small) catalogue lacks is passed over. Returns the specifications written.
 */
export async function insertRecommendedSpecifications(tx: TTx, site: { siteId: number; code: string }, at: Date): Promise<number> {
  const lists = bySite[site.code] ?? [];
  const names = [...new Set(lists.flatMap((l) => l.picks.map((p) => p.section)))];
  if (names.length === 0) return 0;
  const rows = await tx
    .select({ id: products.id, section: sections.name, minimumBatch: products.minimumBatch })
    .from(products)
    .innerJoin(sections, and(eq(sections.id, products.sectionId), eq(sections.siteId, products.siteId)))
    .where(and(eq(products.siteId, site.siteId), eq(products.isActive, true), inArray(sections.name, names)))
    .orderBy(asc(products.id));
  let written = 0;
  for (const list of lists) {
    const lines = list.picks.flatMap((pick) =>
      rows
        .filter((r) => r.section === pick.section)
        .slice(0, pick.take)
        .map((r) => ({ productId: r.id, amount: r.minimumBatch * pick.batches })),
    );
    if (lines.length === 0) continue;
    await writeRecommendedSpecification(tx, { siteId: site.siteId, name: list.name, description: list.description, key: list.key, at }, lines);
    written += 1;
  }
  return written;
}
