"use client";

import { useQuery } from "@tanstack/react-query";
import type { TContentPage, TFeed, TFeedItemDetail, TFeedItemList } from "@/lib/contracts/content";
import { call } from "@/lib/client/api";
import { contentQueryKeys } from "@/lib/client/query-keys";

/** How many of the feed's latest posts the post dialog lists beside the post. */
const SIDE_POSTS = 5;

export function useContentPage(slug: string) {
  return useQuery({ queryKey: contentQueryKeys.page(slug), queryFn: () => call<TContentPage>(`v1/content/${slug}`), retry: false });
}

export function useFeed(slug: string) {
  return useQuery({ queryKey: contentQueryKeys.feed(slug), queryFn: () => call<TFeed>(`v2/feeds/${slug}`), retry: false });
}

export function useLatestPosts(slug: string) {
  return useQuery({
    queryKey: contentQueryKeys.latest(slug),
    queryFn: () => call<TFeedItemList>(`v2/feeds/${slug}/items`, { searchParams: { "per-page": SIDE_POSTS } }),
    retry: false,
  });
}

export function useFeedItem(feed: string, item: string) {
  return useQuery({ queryKey: contentQueryKeys.item(feed, item), queryFn: () => call<TFeedItemDetail>(`v2/feeds/${feed}/items/${item}`), retry: false });
}
