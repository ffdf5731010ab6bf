import { screen } from "@testing-library/react";
import { redirect, notFound } from "next/navigation";
import ModulesPage from "@/app/(storefront)/modules/page";
import ShortModulesPage from "@/app/(storefront)/m/page";
import { getRequestSite } from "@/lib/server/http/request-site";
import type { TAreaSwitches } from "@/lib/shared/areas";
import { renderWithProviders } from "./auth-render";

// Spec §2 route table: «/modules and /m — modules menu with tiles…; if exactly one module is on, redirect»
// (issue 23 item 4). e2e shell-states.spec.ts sees the tiles of the demo seller's two modules; the one-module
// redirect and the switched-off site are checked here against the page itself.
jest.mock("@/lib/server/http/request-site", () => ({ getRequestSite: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((href: string) => {
    throw new Error(`redirect ${href}`);
  }),
  notFound: jest.fn(() => {
    throw new Error("not found");
  }),
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const mockedSite = getRequestSite as unknown as jest.Mock<Promise<TAreaSwitches>>;
const siteWith = (modules: Partial<TAreaSwitches["modules"]>): TAreaSwitches => ({
  featureFlags: { documents: true, news: true },
  settings: { isAllowedViewLegalDocuments: true },
  modules: { enabled: true, offers: false, orderManager: false, configurator: false, ...modules },
});

beforeEach(() => jest.clearAllMocks());

describe.each([
  ["/modules", ModulesPage],
  ["/m", ShortModulesPage],
])("%s", (_path, Page) => {
  it("with exactly one module on goes straight to it", async () => {
    for (const [modules, href] of [
      [{ offers: true }, "/modules/offers"],
      [{ orderManager: true }, "/modules/order-manager"],
      [{ configurator: true }, "/modules/configurator"],
    ] as const) {
      mockedSite.mockResolvedValue(siteWith(modules));
      await expect(Page()).rejects.toThrow(`redirect ${href}`);
    }
    expect(redirect).toHaveBeenCalledTimes(3);
  });

  it("with several shows their tiles, and only theirs", async () => {
    mockedSite.mockResolvedValue(siteWith({ offers: true, configurator: true }));
    renderWithProviders(await Page());
    expect(screen.getByRole("link", { name: /Коммерческие предложения/ }).getAttribute("href")).toBe("/modules/offers");
    expect(screen.getByRole("link", { name: /Конфигуратор/ }).getAttribute("href")).toBe("/modules/configurator");
    expect(screen.queryByRole("link", { name: /Менеджер заказов/ })).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("is not found where modules are off, whatever each module's own flag says", async () => {
    mockedSite.mockResolvedValue({ ...siteWith({ offers: true, orderManager: true, configurator: true }), modules: { enabled: false, offers: true, orderManager: true, configurator: true } });
    await expect(Page()).rejects.toThrow("not found");
    expect(notFound).toHaveBeenCalledTimes(1);
  });
});
