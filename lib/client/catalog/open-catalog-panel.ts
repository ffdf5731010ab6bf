import { CATALOG_PATH } from "@/lib/shared/catalog-url";
import { withPanelShown } from "./catalog-settings";
import { writeStoredSettings } from "./use-catalog-settings";

/**
 * Spec §2: opening the catalogue panel from outside the catalogue navigates to /catalog (with the panel
 * shown). For a header or menu button: `openCatalogPanel(router.push, pathname)`.
 */
export function openCatalogPanel(navigate: (href: string) => void, pathname: string): void {
  writeStoredSettings((stored) => withPanelShown(stored, true));
  if (pathname !== CATALOG_PATH) navigate(CATALOG_PATH);
}
