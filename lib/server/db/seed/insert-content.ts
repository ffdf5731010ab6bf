import "server-only";
import type { TTx } from "../client";
import { contentPages, feedItems, feedRubrics, feeds } from "../schema";
import { buildLegalPages, type TSellerProfile } from "./content/legal-pages";
import { electroNews, stroyNews, type TSeedFeed } from "./content/news-items";

type TSiteContent = { profile: Omit<TSellerProfile, "siteName">; news: TSeedFeed };

/** The content of each seeded seller, by site code; a site without an entry gets none. */
const contentBySite: Record<string, TSiteContent> = {
  demo: {
    profile: {
      legalName: "ООО «Электро-Опт»",
      inn: "7701234567",
      ogrn: "1157746123456",
      address: "142100, Московская обл., г. Подольск, ул. Комсомольская, д. 1, стр. 3",
      email: "privacy@elektro-opt.test",
      phone: "+7 (495) 123-45-67",
      trade: "электротехнической продукцией",
      effectiveDate: "01.03.2025",
    },
    news: electroNews,
  },
  second: {
    profile: {
      legalName: "ООО «СтройСнаб Про»",
      inn: "5027123456",
      ogrn: "1185027012345",
      address: "140002, Московская обл., г. Люберцы, Котельнический пр-д, д. 8",
      email: "info@stroysnab-pro.test",
      phone: "+7 (495) 765-43-21",
      trade: "строительными и отделочными материалами",
      effectiveDate: "15.01.2025",
    },
    news: stroyNews,
  },
};

/** Information pages and the news feed of one seeded site; returns rows written per table. */
export async function insertContent(tx: TTx, site: { siteId: number; code: string; name: string }, updatedAt: Date): Promise<Record<string, number>> {
  const content = contentBySite[site.code];
  if (!content) return {};
  const pages = buildLegalPages({ ...content.profile, siteName: site.name });
  await tx.insert(contentPages).values(pages.map((page) => ({ siteId: site.siteId, ...page, updatedAt })));

  const { news } = content;
  const [feed] = await tx.insert(feeds).values({ siteId: site.siteId, slug: news.slug, name: news.name }).returning({ id: feeds.id });
  const rubricRows = await tx
    .insert(feedRubrics)
    .values(news.rubrics.map((r, i) => ({ siteId: site.siteId, feedId: feed.id, slug: r.slug, name: r.name, position: i })))
    .returning({ id: feedRubrics.id, slug: feedRubrics.slug });
  const rubricBySlug = new Map(rubricRows.map((r) => [r.slug, r.id]));
  await tx.insert(feedItems).values(
    news.posts.map((post) => ({
      siteId: site.siteId,
      feedId: feed.id,
      rubricId: rubricBySlug.get(post.rubric) ?? null,
      slug: post.slug,
      title: post.title,
      previewText: post.previewText,
      html: post.html,
      publishedAt: new Date(post.publishedAt),
    })),
  );
  return { content_pages: pages.length, feeds: 1, feed_rubrics: news.rubrics.length, feed_items: news.posts.length };
}
