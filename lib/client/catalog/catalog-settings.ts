import type { TCatalogInfo } from "@/lib/contracts/catalog-calls";

/** Browser key of the buyer's own catalogue settings (spec §2: kept in the browser, defaults from catalogue info). */
export const CATALOG_SETTINGS_KEY = "B2B_CATALOG_SETTINGS";

/** The side panel's choices of how many levels of the sections tree are open. */
export const EXPANDED_LEVELS = [0, 1, 2, 3];

export type TPanelSettings = { shown: boolean; pinned: boolean; sections: { pinned: boolean; expandedLevel: number } };

export type TCatalogSettings = {
  panel: TPanelSettings;
  view: "list" | "grid";
  /** Columns of the list view that are shown (stock columns are "stock{warehouseId}"). */
  columnsShown: string[];
  /** Per-section expanded flags of the sections tree; a section without one follows expandedLevel. */
  expanded: Record<string, boolean>;
};

/** What the browser stores: only what the buyer changed, so new defaults from the seller still reach them. */
export type TStoredCatalogSettings = Partial<{
  panel: Partial<{ shown: boolean; pinned: boolean; sections: Partial<{ pinned: boolean; expandedLevel: number }> }>;
  view: "list" | "grid";
  columnsShown: string[];
  expanded: Record<string, boolean>;
}>;

export type TCatalogDefaults = Pick<TCatalogInfo, "settings">;

export function defaultSettings(info: TCatalogDefaults): TCatalogSettings {
  return {
    panel: { ...info.settings.panel, sections: { ...info.settings.panel.sections } },
    view: info.settings.products.view,
    columnsShown: [...info.settings.products.list.columnsShown],
    expanded: {},
  };
}

const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

/** Stored choices over the defaults; anything malformed in storage is ignored key by key. */
export function mergeSettings(info: TCatalogDefaults, stored: TStoredCatalogSettings | null): TCatalogSettings {
  const base = defaultSettings(info);
  if (!stored || typeof stored !== "object") return base;
  const panel = stored.panel && typeof stored.panel === "object" ? stored.panel : {};
  const sections = panel.sections && typeof panel.sections === "object" ? panel.sections : {};
  const level = sections.expandedLevel;
  const known = new Set(info.settings.products.list.columns);
  return {
    panel: {
      shown: bool(panel.shown, base.panel.shown),
      pinned: bool(panel.pinned, base.panel.pinned),
      sections: {
        pinned: bool(sections.pinned, base.panel.sections.pinned),
        expandedLevel: typeof level === "number" && Number.isInteger(level) && level >= 0 && level <= 20 ? level : base.panel.sections.expandedLevel,
      },
    },
    view: stored.view === "grid" || stored.view === "list" ? stored.view : base.view,
    columnsShown: Array.isArray(stored.columnsShown) ? stored.columnsShown.filter((c) => typeof c === "string" && known.has(c)) : base.columnsShown,
    expanded:
      stored.expanded && typeof stored.expanded === "object"
        ? Object.fromEntries(Object.entries(stored.expanded).filter(([key, value]) => /^\d+$/.test(key) && typeof value === "boolean"))
        : {},
  };
}

/** Spec §4: unpinning the panel also unpins its sections. */
export function withPanelPinned(stored: TStoredCatalogSettings, pinned: boolean): TStoredCatalogSettings {
  const panel = stored.panel ?? {};
  return { ...stored, panel: { ...panel, pinned, ...(pinned ? {} : { sections: { ...panel.sections, pinned: false } }) } };
}

/** Spec §4: pinning the sections also pins the panel. */
export function withSectionsPinned(stored: TStoredCatalogSettings, pinned: boolean): TStoredCatalogSettings {
  const panel = stored.panel ?? {};
  return { ...stored, panel: { ...panel, ...(pinned ? { pinned: true } : {}), sections: { ...panel.sections, pinned } } };
}

export function withPanelShown(stored: TStoredCatalogSettings, shown: boolean): TStoredCatalogSettings {
  return { ...stored, panel: { ...stored.panel, shown } };
}

export function withExpandedLevel(stored: TStoredCatalogSettings, expandedLevel: number): TStoredCatalogSettings {
  // A new level starts the tree over: flags of single sections would hide what the level shows.
  return { ...stored, expanded: {}, panel: { ...stored.panel, sections: { ...stored.panel?.sections, expandedLevel } } };
}

export function withSectionExpanded(stored: TStoredCatalogSettings, sectionId: number, expanded: boolean): TStoredCatalogSettings {
  return { ...stored, expanded: { ...stored.expanded, [String(sectionId)]: expanded } };
}

export function withView(stored: TStoredCatalogSettings, view: "list" | "grid"): TStoredCatalogSettings {
  return { ...stored, view };
}

export function withColumn(stored: TStoredCatalogSettings, current: string[], column: string, shown: boolean): TStoredCatalogSettings {
  const without = current.filter((c) => c !== column);
  return { ...stored, columnsShown: shown ? [...without, column] : without };
}

/** A section is open when the buyer said so, else when it lies above the expanded level. */
export function isSectionExpanded(settings: Pick<TCatalogSettings, "expanded" | "panel">, section: { id: number; depth: number }): boolean {
  const flag = settings.expanded[String(section.id)];
  return flag ?? section.depth < settings.panel.sections.expandedLevel;
}
