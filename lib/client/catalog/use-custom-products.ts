"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CUSTOM_PHOTO_MAX_BYTES, type TCustomProduct, type TCustomProductListResponse, type TDeleteCustomProductResponse } from "@/lib/contracts/catalog-calls";
import { call } from "../api";
import { cartKeys, catalogQueryKeys } from "@/lib/client/query-keys";
import type { TViewer } from "./use-viewer";

/** What the form sends: strings as typed; empty optional fields are sent as null (clears them on edit). */
export type TCustomProductDraft = {
  name: string;
  article: string;
  brand: string;
  manufacturer: string;
  unit: string;
  price: string;
  description: string;
};

export const emptyCustomDraft: TCustomProductDraft = { name: "", article: "", brand: "", manufacturer: "", unit: "", price: "", description: "" };

export function draftOf(product: TCustomProduct): TCustomProductDraft {
  return {
    name: product.name,
    article: product.article ?? "",
    brand: product.brand ?? "",
    manufacturer: product.manufacturer ?? "",
    unit: product.unit,
    price: product.price ?? "",
    description: product.description ?? "",
  };
}

export function bodyOf(draft: TCustomProductDraft): Record<string, string | null> {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: draft.name.trim(),
    article: optional(draft.article),
    brand: optional(draft.brand),
    manufacturer: optional(draft.manufacturer),
    ...(draft.unit.trim() ? { unit: draft.unit.trim() } : {}),
    price: optional(draft.price.replace(/\s/g, "")),
    description: optional(draft.description),
  };
}

export type TPhotoProblem = "type" | "size" | null;

/** Spec §5: .jpg or .png, at most 2 MB (the server checks the bytes again). */
export function photoProblem(file: { name: string; type: string; size: number }): TPhotoProblem {
  const isImage = /\.(jpe?g|png)$/i.test(file.name) || file.type === "image/jpeg" || file.type === "image/png";
  if (!isImage) return "type";
  if (file.size > CUSTOM_PHOTO_MAX_BYTES) return "size";
  return null;
}

export function useCustomProduct(id: number | null, viewer: TViewer) {
  return useQuery({
    queryKey: catalogQueryKeys.customProduct(id ?? 0, viewer.key),
    queryFn: ({ signal }) => call<TCustomProduct>(`v1/product-custom/${id ?? 0}`, { signal }),
    enabled: id !== null && viewer.isSignedIn,
    staleTime: 60_000,
    retry: 0,
  });
}

/** The company's custom products whose name or article holds every word of `keyword` (all of them for ""). */
export function useCustomProductList(keyword: string, viewer: TViewer, enabled = true) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: catalogQueryKeys.customProducts(trimmed, viewer.key),
    queryFn: ({ signal }) => call<TCustomProductListResponse>(`v1/product-custom${trimmed ? `?keyword=${encodeURIComponent(trimmed)}` : ""}`, { signal }),
    enabled: enabled && viewer.isSignedIn,
    staleTime: 30_000,
  });
}

/** Drops every cached answer that a custom product's change shows in: its lists, and the cart (a deleted one leaves it). */
function forgetCustomLists(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.allCustomProducts });
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** DELETE /api/v1/product-custom/{id}: the product goes, and with it its lines in carts. */
export function useDeleteCustomProduct(viewer: TViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<TDeleteCustomProductResponse>(`v1/product-custom/${id}`, { method: "delete" }),
    onSuccess: (result) => {
      // Not refetched now (its dialog is closing); opened again, it answers «Товар не найден».
      void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.customProduct(result.id, viewer.key), refetchType: "none" });
      forgetCustomLists(queryClient);
    },
  });
}

type TSaveInput = { id: number | null; draft: TCustomProductDraft; photo: File | null; deletePhoto: boolean };

/** The saved product, and the photo's failure when only that went wrong (the product itself is saved). */
export type TSaveResult = { product: TCustomProduct; photoError: unknown };

/**
 * Creates (POST /api/v1/product-custom) or changes (PUT …/{id}) a custom product, then uploads the
 * photo (POST …/upload-photo, field "photo") or removes it (DELETE …/delete-photo).
 */
export function useSaveCustomProduct(viewer: TViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft, photo, deletePhoto }: TSaveInput): Promise<TSaveResult> => {
      let product =
        id === null
          ? await call<TCustomProduct>("v1/product-custom", { method: "post", json: bodyOf(draft) })
          : await call<TCustomProduct>(`v1/product-custom/${id}`, { method: "put", json: bodyOf(draft) });
      try {
        if (photo) {
          const form = new FormData();
          form.append("photo", photo);
          product = await call<TCustomProduct>(`v1/product-custom/${product.id}/upload-photo`, { method: "post", body: form });
        } else if (deletePhoto && product.image) {
          product = await call<TCustomProduct>(`v1/product-custom/${product.id}/delete-photo`, { method: "delete" });
        }
      } catch (photoError) {
        return { product, photoError };
      }
      return { product, photoError: null };
    },
    onSuccess: ({ product }) => {
      queryClient.setQueryData(catalogQueryKeys.customProduct(product.id, viewer.key), product);
      forgetCustomLists(queryClient);
    },
  });
}
