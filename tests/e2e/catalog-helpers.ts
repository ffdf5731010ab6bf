import { expect, type Page } from "@playwright/test";

/**
 * Waits until the catalogue screen is interactive: the server's rows shown, hydrated, the viewer known,
 * no list on its way. Hydration and a signed-in viewer's first calls took 8 s on a 2-core machine
 * loaded by parallel builds, hence the longer wait for the ready mark.
 */
export async function catalogReady(page: Page): Promise<void> {
  await expect(page.getByTestId("product-row").first()).toBeVisible();
  await expect(page.getByTestId("catalog-screen")).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
}
