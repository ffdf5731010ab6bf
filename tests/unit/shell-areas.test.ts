import { builtAreas, builtModules, enabledModules, topMenu, type TAreaSwitches } from "@/lib/shared/areas";

const allOn: TAreaSwitches = { featureFlags: { documents: true, news: true }, settings: { isAllowedViewLegalDocuments: true }, modules: { enabled: true, offers: true, orderManager: true, configurator: true } };
const allOff: TAreaSwitches = { featureFlags: { documents: false, news: false }, settings: { isAllowedViewLegalDocuments: false }, modules: { enabled: false, offers: false, orderManager: false, configurator: false } };

describe("top menu (spec §2: each item only when its area exists and its flag is on)", () => {
  it("always has the catalogue, first", () => {
    expect(topMenu(allOff)[0]).toEqual({ key: "catalog", href: "/catalog" });
    expect(topMenu(allOn)[0]).toEqual({ key: "catalog", href: "/catalog" });
  });

  it("shows only built areas, in the spec's order", () => {
    const keys = topMenu(allOn).map((item) => item.key);
    const order = ["catalog", "specifications", "orders", "documents", "modules", "news"];
    expect(keys).toEqual(order.filter((key) => key === "catalog" || (key === "modules" ? Object.values(builtModules).some(Boolean) : key in builtAreas)));
  });

  it("hides flagged areas when their flag is off, even if built", () => {
    const keys = topMenu(allOff).map((item) => item.key);
    expect(keys).not.toContain("documents");
    expect(keys).not.toContain("news");
    expect(keys).not.toContain("modules");
  });

  it("hides documents where the site does not show legal documents, even with the documents flag on", () => {
    expect(topMenu(allOn).map((item) => item.key)).toContain("documents");
    const noLegal = { ...allOn, settings: { isAllowedViewLegalDocuments: false } };
    expect(topMenu(noLegal).map((item) => item.key)).not.toContain("documents");
  });

  it("offers modules only when switched on for the site and built", () => {
    expect(enabledModules(allOff)).toEqual([]);
    expect(enabledModules({ ...allOn, modules: { enabled: false, offers: true, orderManager: true, configurator: true } })).toEqual([]);
    expect(enabledModules(allOn)).toEqual((["offers", "orderManager", "configurator"] as const).filter((key) => builtModules[key]));
  });
});
