import "server-only";
import type { Metadata } from "next";

type TOpenGraphPage = { siteName: string; title: string; description?: string | null; url: string; image?: { url: string; alt: string } | null; type?: "website" | "article"; publishedTime?: string };

/**
 * The Open Graph tags of an indexable page (a link shared in a messenger shows its title, text and
 * picture): Next replaces a layout's openGraph as a whole, so each page gives its own complete set.
 */
export function openGraphOf({ siteName, title, description, url, image, type = "website", publishedTime }: TOpenGraphPage): NonNullable<Metadata["openGraph"]> {
  return {
    type,
    siteName,
    locale: "ru_RU",
    title,
    url,
    ...(description ? { description } : {}),
    ...(image ? { images: [image] } : {}),
    ...(publishedTime ? { publishedTime } : {}),
  } as NonNullable<Metadata["openGraph"]>;
}
