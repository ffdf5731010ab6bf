/**
 * The content overlays of spec §2, driven by the address's hash: "#/content/{slug}" opens a content
 * dialog, "#/posts/{feed}/{item}" a post dialog. Kept tiny: the shell's first load carries this file only.
 */

export type TContentHash = { kind: "content"; slug: string } | { kind: "post"; feed: string; item: string };

const slug = "([a-z0-9]+(?:-[a-z0-9]+)*)";
const contentPattern = new RegExp(`^#/content/${slug}/?$`);
const postPattern = new RegExp(`^#/posts/${slug}/${slug}/?$`);

export function parseContentHash(hash: string): TContentHash | null {
  const content = contentPattern.exec(hash);
  if (content) return { kind: "content", slug: content[1] };
  const post = postPattern.exec(hash);
  if (post) return { kind: "post", feed: post[1], item: post[2] };
  return null;
}

const CHANGE_EVENT = "b2b:content-hash";

export function subscribeHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export const readHash = () => window.location.hash;
export const readServerHash = () => "";

/** Without the Navigation API: whether the dialog's hash came by navigating inside this page. */
let cameByHashChange = false;
if (typeof window !== "undefined") {
  window.addEventListener("hashchange", () => {
    cameByHashChange = true;
  });
}

type TNavigationEntry = { url: string | null; sameDocument: boolean; index: number };
type TNavigation = { currentEntry: TNavigationEntry | null; entries: () => TNavigationEntry[] };

const withoutHash = (url: string) => url.replace(/#.*$/, "");

/**
 * "Closing goes back if the navigation state allows" (spec §2): going back is right only when the entry
 * before is this same page without the dialog; opened from an outside link or a typed address, back
 * would leave the page (or the site), so the hash is cleared in place instead.
 */
function canGoBack(): boolean {
  const navigation = (window as unknown as { navigation?: TNavigation }).navigation;
  const current = navigation?.currentEntry;
  if (!navigation || !current) return cameByHashChange;
  const previous = current.index > 0 ? navigation.entries()[current.index - 1] : undefined;
  return previous !== undefined && previous.sameDocument && previous.url !== null && withoutHash(previous.url) === withoutHash(window.location.href);
}

export function closeContentHash(): void {
  if (canGoBack()) {
    window.history.back();
    return;
  }
  const { pathname, search } = window.location;
  // null state: Next.js copies its own router state into the entry and keeps usePathname in step.
  window.history.replaceState(null, "", `${pathname}${search}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
