"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ProductImage } from "./product-image";

const SIZE = 200;
const THUMB = 48;

/**
 * The card's pictures: the main one, and with several a row of thumbnails — buttons that show their
 * picture; ← and → move between them (handled here, so the dialog's ← → product stepping does not fire).
 * The shown picture opens full size in a new tab. Without real pictures: the generated one alone.
 */
export function ProductGallery({ image, images, name }: { image: string; images: string[]; name: string }) {
  const t = useTranslations("catalog.product");
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(chosen, Math.max(images.length - 1, 0));
  const shown = images[index] ?? image;

  const main = <ProductImage src={shown} size={SIZE} eager alt={images.length > 1 ? t("pictureOf", { number: index + 1, count: images.length, name }) : name} />;
  if (images.length === 0) return <div className="mx-auto">{main}</div>;

  const move = (event: React.KeyboardEvent, to: number) => {
    event.preventDefault();
    event.stopPropagation();
    const next = (to + images.length) % images.length;
    setChosen(next);
    buttons.current[next]?.focus();
  };
  const onKey = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") move(event, index - 1);
    else if (event.key === "ArrowRight") move(event, index + 1);
    else if (event.key === "Home") move(event, 0);
    else if (event.key === "End") move(event, images.length - 1);
  };

  return (
    <div className="mx-auto flex flex-col gap-2" style={{ width: SIZE }}>
      <a href={shown} target="_blank" rel="noopener" title={t("pictureFull")} className="block rounded focus-visible:outline-2 focus-visible:outline-primary">
        {main}
      </a>
      {images.length > 1 ? (
        <div role="group" aria-label={t("pictures")} className="flex flex-wrap gap-1" onKeyDown={onKey} data-testid="product-gallery-thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              aria-pressed={i === index}
              aria-label={t("picture", { number: i + 1, count: images.length })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setChosen(i)}
              className={`rounded border-2 ${i === index ? "border-primary" : "border-transparent hover:border-line"}`}
            >
              <ProductImage src={src} size={THUMB} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
