"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { postAnalyticsEvent } from "@/lib/client/analytics";
import { dialogOrigin } from "@/lib/client/catalog/catalog-history";
import { formatPrice } from "@/lib/client/catalog/money";
import { useAddToCart } from "@/lib/client/catalog/use-add-to-cart";
import { useCurrentPrices } from "@/lib/client/catalog/use-current-prices";
import { useProductDetails } from "@/lib/client/catalog/use-product-details";
import { useToggleFavorite } from "@/lib/client/catalog/use-toggle-favorite";
import { showBanner, showError } from "@/lib/client/shell/snackbar-store";
import { trackAction } from "@/lib/client/web-analytics";
import { catalogHref, relationKeyword } from "@/lib/shared/catalog-url";
import { ProductAmountControl } from "./product-amount-control";
import { useCatalog } from "./catalog-context";
import { copyText } from "./copy-text";
import { FavoriteButton } from "./favorite-button";
import { ProductGallery } from "./product-gallery";
import { ProductFacts, ProductSections } from "./product-specs";
import type { TListNavigation } from "./list-navigation";
import { useUnitLabel } from "@/lib/client/shell/use-unit-label";

/** The card of a catalogue product in the dialog: everything of spec §3 Product, prices refreshed. */
export function CatalogProductDetails({ id, nav }: { id: number; nav: TListNavigation }) {
  const t = useTranslations("catalog");
  const unitLabel = useUnitLabel();
  const { viewer, config, state, navigateTo } = useCatalog();
  const origin = dialogOrigin();
  const placeholder = nav.itemOf(id);
  const details = useProductDetails({ id, origin, viewer, placeholder });
  const product = details.data;
  const favorite = useToggleFavorite(viewer);
  const cart = useAddToCart(viewer);
  const priceItems = product ? [product] : [];
  const { prices, isRefreshing } = useCurrentPrices(priceItems, { enabled: viewer.isKnown && (viewer.isSignedIn || config.currentPriceForUnauthorized), viewer: viewer.key, place: "product" });

  // PRODUCT_VIEW once per product shown (spec §7), with the search log and position it was found at.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (!product || details.isPlaceholderData || viewed.current === product.id) return;
    viewed.current = product.id;
    const located = nav.locate(product.id);
    trackAction({ type: "productDialog", state: "open", product: { id: product.id, name: product.name, price: product.currentPrice } });
    postAnalyticsEvent(
      "PRODUCT_VIEW",
      {
        listId: origin?.searchLogUuid ?? nav.searchLogUuid ?? undefined,
        products: [{ id: product.id, name: product.name.slice(0, 300), price: product.currentPrice, ...(located ? { position: located.position } : {}) }],
        ...(state.keyword ? { searchTerm: state.keyword } : {}),
        ...(state.section ? { categoryId: state.section } : {}),
      },
      { skip: config.analyticsSkipped },
    );
  }, [product, details.isPlaceholderData, nav, origin?.searchLogUuid, state.keyword, state.section, config.analyticsSkipped]);

  if (!product) {
    if (details.isError) {
      return (
        <div className="p-6">
          <RadixDialog.Title className="text-xl font-medium">{t("product.notFound")}</RadixDialog.Title>
          <p className="mt-2 text-sm text-muted">{t("product.notFoundText")}</p>
        </div>
      );
    }
    return (
      <div className="flex items-center gap-3 p-6">
        <RadixDialog.Title className="sr-only">{t("product.loading")}</RadixDialog.Title>
        <Spinner label={t("product.loading")} />
      </div>
    );
  }

  const fresh = prices.get(product.id);
  const current = fresh?.currentPrice ?? product.currentPrice;
  const copy = async () => {
    try {
      await copyText(product.article);
      showBanner(t("product.codeCopied", { code: product.article }));
    } catch {
      showError({ message: t("product.copyFailed") });
    }
  };
  const find = (word: string) => navigateTo(catalogHref({ keyword: relationKeyword(word, product), pageSize: state.pageSize }));

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-start gap-2 pr-10">
        <RadixDialog.Title className="min-w-0 flex-1 text-lg leading-snug font-medium break-words sm:text-xl">{product.name}</RadixDialog.Title>
        <FavoriteButton favorite={product.favorite} pending={favorite.pendingId === product.id} productName={product.name} onToggle={() => favorite.toggle(product.id)} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t("article")}:</span>
        <span className="font-mono">{product.article}</span>
        <button type="button" onClick={() => void copy()} className="rounded border border-line px-2 py-1 text-xs hover:border-primary hover:text-primary">
          {t("product.copyCode")}
        </button>
        {product.isRecommended ? <span className="rounded bg-secondary/10 px-2 py-0.5 text-xs text-secondary">{t("product.recommended")}</span> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-[200px_minmax(0,1fr)]">
        <ProductGallery key={product.id} image={product.image} images={product.images} name={product.name} />
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
            <p className="flex items-center gap-2 text-2xl font-medium">
              {formatPrice(current, config.currencySign)}
              {isRefreshing ? <Spinner kind="actualization" /> : null}
            </p>
            {current !== product.price.value ? <p className="text-sm text-muted line-through">{formatPrice(product.price.value, config.currencySign)}</p> : null}
            <p className="text-sm text-muted">
              {t("unitPrice", { unit: unitLabel(product.unit) })} · {t("product.vatIncluded", { rate: product.vatRate })}
            </p>
          </div>
          {(fresh?.cashBack ?? product.cashBack) !== "0.00" ? (
            <p className="text-sm text-secondary" data-testid="product-cash-back">
              {t("product.cashBack", { amount: formatPrice(fresh?.cashBack ?? product.cashBack, config.currencySign) })}
            </p>
          ) : null}
          {config.hasCart ? (
            <ProductAmountControl
              product={product}
              requested={state.requestedAmount}
              pending={cart.pendingKey === product.id}
              onAdd={(amount) => cart.add({ productId: product.id, amount }, { id: product.id, name: product.name, price: product.currentPrice })}
            />
          ) : null}
          <ProductFacts product={product} withPlace />
        </div>
      </div>
      {product.analog || product.isRelated ? (
        <div className="flex flex-wrap gap-2">
          {product.analog ? (
            <button type="button" onClick={() => find(config.searchKeywords.replacement)} className="h-10 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-light">
              {t("product.findReplacement")}
            </button>
          ) : null}
          {product.isRelated ? (
            <button type="button" onClick={() => find(config.searchKeywords.related)} className="h-10 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-light">
              {t("product.findRelated")}
            </button>
          ) : null}
        </div>
      ) : null}
      <ProductSections product={product} headingLevel={3} />
    </div>
  );
}
