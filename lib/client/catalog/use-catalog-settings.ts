"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { CATALOG_SETTINGS_KEY, mergeSettings, type TCatalogDefaults, type TCatalogSettings, type TStoredCatalogSettings } from "./catalog-settings";

const CHANGE_EVENT = "b2b:catalog-settings";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CATALOG_SETTINGS_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): TStoredCatalogSettings | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as TStoredCatalogSettings) : null;
  } catch {
    return null;
  }
}

export function readStoredSettings(): TStoredCatalogSettings {
  return parse(readRaw()) ?? {};
}

export function writeStoredSettings(update: (stored: TStoredCatalogSettings) => TStoredCatalogSettings): void {
  try {
    window.localStorage.setItem(CATALOG_SETTINGS_KEY, JSON.stringify(update(readStoredSettings())));
  } catch {
    // Private mode or a full storage: the choice lasts until reload, which is all we can do.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The catalogue settings: the buyer's stored choices over the catalogue-info defaults. The server and
 * the first (hydrating) render use the defaults, so the HTML matches; stored choices apply right after.
 */
export function useCatalogSettings(defaults: TCatalogDefaults): [TCatalogSettings, (update: (stored: TStoredCatalogSettings) => TStoredCatalogSettings) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const settings = useMemo(() => mergeSettings(defaults, parse(raw)), [defaults, raw]);
  const update = useCallback((fn: (stored: TStoredCatalogSettings) => TStoredCatalogSettings) => writeStoredSettings(fn), []);
  return [settings, update];
}
