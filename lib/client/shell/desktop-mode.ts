import { useSyncExternalStore } from "react";
import { DESKTOP_MODE_COOKIE, desktopViewportContent, mobileViewportContent } from "@/lib/shared/desktop-mode";

const CHANGE_EVENT = "b2b:desktop-mode";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isDesktopMode(): boolean {
  return document.cookie.split("; ").includes(`${DESKTOP_MODE_COOKIE}=1`);
}

/** Switches at once (the viewport tag) and for the next pages (the cookie the root layout reads). */
export function setDesktopMode(on: boolean): void {
  document.cookie = on ? `${DESKTOP_MODE_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax` : `${DESKTOP_MODE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  document.querySelector('meta[name="viewport"]')?.setAttribute("content", on ? desktopViewportContent : mobileViewportContent);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export function useDesktopMode(): boolean {
  return useSyncExternalStore(subscribe, isDesktopMode, () => false);
}
