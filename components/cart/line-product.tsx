"use client";

import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import type { TCartItem } from "@/lib/contracts/cart";
import { thumbnailSrc } from "@/lib/shared/product-thumbnail";

type TLineProduct = Pick<TCartItem, "name" | "article" | "type" | "image" | "productId" | "customProductId" | "state">;

/** The line's picture (desktops): a 64 px thumbnail, or «Свой товар» for a custom product without one. */
export function LineThumbnail({ item }: { item: TLineProduct }) {
  const t = useTranslations("cart");
  return (
    <div className="hidden h-16 w-16 items-center justify-center overflow-hidden rounded border border-line bg-white lg:flex">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own WebP thumbnail of the box's size (lib/shared/product-thumbnail.ts), no optimiser needed */}
      {item.image ? <img src={thumbnailSrc(item.image, 64)} alt="" loading="lazy" className="h-full w-full object-contain" /> : <span className="text-xs text-muted">{t("custom")}</span>}
    </div>
  );
}

/**
 * A cart or specification line's name — a link to the product's dialog, struck through once the product
 * is gone — and its article; `children` add more facts to that row.
 */
export function LineTitle({ item, children }: { item: TLineProduct; children?: React.ReactNode }) {
  const t = useTranslations("cart");
  const isGone = item.state === "missing";
  const href = item.productId !== null ? `/catalog?product=${item.productId}` : item.customProductId !== null ? `/catalog?product=custom:${item.customProductId}` : null;
  return (
    <>
      {href && !isGone ? (
        <IntentLink href={href} className="font-medium text-ink hover:text-primary">
          {item.name}
        </IntentLink>
      ) : (
        <span className={`font-medium ${isGone ? "text-muted line-through" : ""}`}>{item.name}</span>
      )}
      <div className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
        {item.article ? <span>{t("article", { article: item.article })}</span> : null}
        {item.type === "custom" ? <span>{t("custom")}</span> : null}
        {children}
      </div>
    </>
  );
}
