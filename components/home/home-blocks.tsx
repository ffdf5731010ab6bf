import { getTranslations } from "next-intl/server";
import type { THomeBlock } from "@/lib/contracts/home";
import { IntentLink } from "@/components/ui/intent-link";
import { formatDate } from "@/lib/shared/money";

const tile = "block h-full rounded-lg border border-line bg-white p-4 font-medium hover:border-primary hover:text-primary";

/** A banner's own page opens in place; an outside address in a new tab. */
function BannerLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <IntentLink href={href} className={className}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** The home page's blocks (spec §3 Home state), server-rendered: each a section of the page with its heading. */
export async function HomeBlocks({ blocks }: { blocks: THomeBlock[] }) {
  const t = await getTranslations("home");
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    switch (block.type) {
      case "banners":
        return (
          <section key={key} aria-label={t("bannersLabel")} data-testid="home-banners">
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {block.items.map((banner) => (
                <li key={`${banner.href}-${banner.title}`}>
                  <BannerLink href={banner.href} className="flex h-full flex-col gap-2 rounded-lg bg-primary p-5 text-white hover:bg-primary-dark">
                    <span className="text-lg font-medium">{banner.title}</span>
                    {banner.text ? <span className="text-sm text-white/90">{banner.text}</span> : null}
                  </BannerLink>
                </li>
              ))}
            </ul>
          </section>
        );
      case "sections":
      case "brands":
        return (
          <section key={key} aria-labelledby={`home-${key}`} data-testid={`home-${block.type}`}>
            <h2 id={`home-${key}`} className="mb-4 font-condensed text-xl font-bold">
              {block.title ?? t(block.type === "sections" ? "sectionsHeading" : "brandsHeading")}
            </h2>
            <ul className={`grid gap-4 ${block.type === "sections" ? "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"}`}>
              {block.items.map((item) => (
                <li key={item.id}>
                  <IntentLink href={item.href} className={`${tile} ${block.type === "brands" ? "text-center" : ""}`}>
                    {item.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        );
      case "news":
        return (
          <section key={key} aria-labelledby={`home-${key}`} data-testid="home-news">
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`home-${key}`} className="font-condensed text-xl font-bold">
                {block.title}
              </h2>
              <IntentLink href={block.feedHref} className="text-sm text-primary hover:underline">
                {t("allPosts")}
              </IntentLink>
            </div>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {block.items.map((post) => (
                <li key={post.id}>
                  <article className="flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-4">
                    <time dateTime={post.publishedAt} className="text-sm text-muted">
                      {formatDate(post.publishedAt)}
                    </time>
                    <h3 className="font-medium">
                      <IntentLink href={post.href} className="hover:text-primary">
                        {post.title}
                      </IntentLink>
                    </h3>
                    {post.previewText ? <p className="text-sm text-muted">{post.previewText}</p> : null}
                  </article>
                </li>
              ))}
            </ul>
          </section>
        );
    }
  });
}
