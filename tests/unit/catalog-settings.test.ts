import {
  defaultSettings,
  isSectionExpanded,
  mergeSettings,
  withColumn,
  withExpandedLevel,
  withPanelPinned,
  withPanelShown,
  withSectionExpanded,
  withSectionsPinned,
  withView,
  type TCatalogDefaults,
} from "@/lib/client/catalog/catalog-settings";
import { readStoredSettings, writeStoredSettings } from "@/lib/client/catalog/use-catalog-settings";
import { openCatalogPanel } from "@/lib/client/catalog/open-catalog-panel";

const info: TCatalogDefaults = {
  settings: {
    products: { view: "list", list: { columnsShown: ["image", "name", "stock1", "stock2", "price"], columns: ["image", "name", "brand", "stock1", "stock2", "stock3", "price"] } },
    panel: { shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } },
  },
};

beforeEach(() => window.localStorage.clear());

describe("catalogue settings (spec §2: kept in the browser, defaults from catalogue info)", () => {
  it("starts from the catalogue info: list view, panel shown and pinned, the first stock columns", () => {
    const settings = mergeSettings(info, null);
    expect(settings).toEqual(defaultSettings(info));
    expect(settings.view).toBe("list");
    expect(settings.panel).toEqual({ shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } });
    expect(settings.columnsShown).toContain("stock2");
    expect(settings.columnsShown).not.toContain("stock3");
  });

  it("lays the buyer's choices over the defaults and ignores malformed ones key by key", () => {
    const merged = mergeSettings(info, {
      view: "grid",
      panel: { shown: false, sections: { expandedLevel: 99 } },
      columnsShown: ["brand", "nonsense", "stock3"],
      expanded: { "4": true, x: true, "5": "yes" as unknown as boolean },
    });
    expect(merged.view).toBe("grid");
    expect(merged.panel).toEqual({ shown: false, pinned: true, sections: { pinned: false, expandedLevel: 1 } });
    expect(merged.columnsShown).toEqual(["brand", "stock3"]);
    expect(merged.expanded).toEqual({ "4": true });
  });

  it("unpinning the panel also unpins its sections (spec §4)", () => {
    const stored = withPanelPinned(withSectionsPinned({}, true), false);
    const merged = mergeSettings(info, stored);
    expect(merged.panel.pinned).toBe(false);
    expect(merged.panel.sections.pinned).toBe(false);
  });

  it("pinning the sections also pins the panel (spec §4)", () => {
    const stored = withSectionsPinned(withPanelPinned({}, false), true);
    const merged = mergeSettings(info, stored);
    expect(merged.panel.pinned).toBe(true);
    expect(merged.panel.sections.pinned).toBe(true);
  });

  it("pinning the panel or unpinning the sections touches nothing else", () => {
    expect(mergeSettings(info, withPanelPinned({}, true)).panel.sections.pinned).toBe(false);
    expect(mergeSettings(info, withSectionsPinned(withPanelPinned({}, true), false)).panel.pinned).toBe(true);
  });

  it("opens sections above the expanded level, unless the buyer said otherwise", () => {
    const settings = mergeSettings(info, withSectionExpanded({}, 7, false));
    expect(isSectionExpanded(settings, { id: 1, depth: 0 })).toBe(true);
    expect(isSectionExpanded(settings, { id: 2, depth: 1 })).toBe(false);
    expect(isSectionExpanded(settings, { id: 7, depth: 0 })).toBe(false);
    const deeper = mergeSettings(info, withExpandedLevel(withSectionExpanded({}, 7, false), 2));
    expect(isSectionExpanded(deeper, { id: 2, depth: 1 })).toBe(true);
    // A new level starts the tree over.
    expect(isSectionExpanded(deeper, { id: 7, depth: 0 })).toBe(true);
  });

  it("switches the view and the list columns", () => {
    expect(mergeSettings(info, withView({}, "grid")).view).toBe("grid");
    const shown = mergeSettings(info, withColumn({}, info.settings.products.list.columnsShown, "stock3", true)).columnsShown;
    expect(shown).toContain("stock3");
    const hidden = mergeSettings(info, withColumn({}, shown, "price", false)).columnsShown;
    expect(hidden).not.toContain("price");
  });

  it("keeps the choices in localStorage", () => {
    writeStoredSettings((stored) => withPanelShown(withView(stored, "grid"), false));
    expect(readStoredSettings()).toEqual({ view: "grid", panel: { shown: false } });
    expect(mergeSettings(info, readStoredSettings()).view).toBe("grid");
    window.localStorage.setItem("B2B_CATALOG_SETTINGS", "{broken");
    expect(readStoredSettings()).toEqual({});
  });

  it("opening the panel from outside the catalogue shows it and goes to /catalog (spec §2)", () => {
    writeStoredSettings((stored) => withPanelShown(stored, false));
    const navigate = jest.fn();
    openCatalogPanel(navigate, "/orders");
    expect(navigate).toHaveBeenCalledWith("/catalog");
    expect(readStoredSettings().panel?.shown).toBe(true);
    openCatalogPanel(navigate, "/catalog");
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
