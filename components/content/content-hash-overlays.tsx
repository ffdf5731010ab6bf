"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { closeContentHash, parseContentHash, readHash, readServerHash, subscribeHash } from "./content-hash";

// Fetched on the first matching hash only: a visitor who never opens one loads none of the dialogs.
const ContentDialog = dynamic(() => import("./content-dialog").then((m) => m.ContentDialog), { ssr: false });
const PostDialog = dynamic(() => import("./post-dialog").then((m) => m.PostDialog), { ssr: false });

/** Opens the content or post dialog named by the address's hash (spec §2 "Overlays driven by the URL"). */
export function ContentHashOverlays() {
  // A client-side navigation to another page changes the path, not the hash event: re-read then too.
  usePathname();
  const target = parseContentHash(useSyncExternalStore(subscribeHash, readHash, readServerHash));
  if (!target) return null;
  if (target.kind === "content") return <ContentDialog key={target.slug} slug={target.slug} onClose={closeContentHash} />;
  return <PostDialog feed={target.feed} item={target.item} onClose={closeContentHash} />;
}
