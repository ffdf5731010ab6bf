import { fireEvent, screen, waitFor } from "@testing-library/react";
import { AddToSpecification } from "@/components/catalog/add-to-specification";
import { CatalogContextProvider } from "@/components/catalog/catalog-context";
import { CatalogPanel } from "@/components/catalog/catalog-panel";
import { DocumentDownloads } from "@/components/documents/document-downloads";
import { downloadDocument } from "@/components/documents/use-documents";
import AddToSpecificationMenu from "@/components/specifications/add-to-specification-menu";
import { useSpecificationCommands } from "@/components/specifications/use-specification-commands";
import type { TSpecificationRef } from "@/components/specifications/commands-of";
import { clearMessage, readShellMessages } from "@/lib/client/shell/snackbar-store";
import { parseCatalogUrl } from "@/lib/shared/catalog-url";
import { answerCalls, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";
import { contextOf } from "./catalog-context-fixture";
import { installStubCounter } from "./stub-counter";

// Issue 22 item 3: the goals and events of spec §9 that the buyer's walk in e2e/web-analytics.spec.ts does not
// reach, each from the control that sends it, through the real trackAction to a stand-in counter and data layer.
jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/components/documents/use-documents", () => ({ downloadDocument: jest.fn() }));

const mockedDownload = downloadDocument as jest.MockedFunction<typeof downloadDocument>;
const user = { id: 1, publicIdentity: "Иван Петров", companyName: 'ООО "Ромашка"', companyId: 7, hasMultiCompany: false };
const spec = { id: 5, name: "Щит на объект", description: null, shared: false, status: "active", canEdit: true } satisfies TSpecificationRef;
const changed = { ...spec, items: [], totals: { positionsCount: 1, totalPrice: "230.00", vatAmount: "38.33" }, adjusted: false };

let counter: ReturnType<typeof installStubCounter>;
beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  counter = installStubCounter();
});
afterEach(() => {
  counter.uninstall();
  clearMessage();
});

function signedIn(handlers: Record<string, (options: { json?: unknown }) => unknown> = {}) {
  window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
  answerCalls({
    "v1/user/current-user": () => user,
    "v1/user/company": () => ({ id: 7, name: 'ООО "Ромашка"', isIndividual: false, legalEntities: [{ inn: "7707083893" }] }),
    "v1/info": () => ({ config: { initialAuthMode: "signin" }, region: null, regions: [] }),
    ...handlers,
  });
}

describe("goals and events sent by the screens (spec §9)", () => {
  it("pinning the catalogue panel, by its own pin or by pinning its sections, sends pin_catalog_panel", () => {
    const context = contextOf(parseCatalogUrl(""), jest.fn());
    renderWithProviders(
      <CatalogContextProvider value={context}>
        <CatalogPanel facets={undefined} isLoading={false} isError={false} onRetry={jest.fn()} />
      </CatalogContextProvider>,
    );
    // The fixture's panel is pinned, its sections are not.
    fireEvent.click(screen.getByRole("button", { name: "Открепить" }));
    fireEvent.click(screen.getByRole("button", { name: "Закрепить разделы" }));
    expect(context.updateSettings).toHaveBeenCalledTimes(2);
    expect(counter.google()).toEqual([
      ["pin_catalog_panel", { pinned: false }],
      ["pin_catalog_panel", { pinned: true }],
    ]);
    expect(counter.goals()).toEqual([]);
  });

  it("a downloaded document sends downloadDoc-{id} and download_doc; a failed download sends nothing", async () => {
    mockedDownload.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("network"));
    renderWithProviders(<DocumentDownloads document={{ id: 12, name: "Счёт № 12" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Скачать «Счёт № 12» в PDF" }));
    await waitFor(() => expect(counter.goals()).toEqual(["downloadDoc-12"]));
    expect(counter.googleEvents()).toEqual(["download_doc"]);
    expect(mockedDownload).toHaveBeenCalledWith(12, "pdf");

    fireEvent.click(screen.getByRole("button", { name: "Скачать «Счёт № 12» в Excel" }));
    await waitFor(() => expect(readShellMessages().message).toMatchObject({ kind: "error" }));
    expect(counter.goals()).toEqual(["downloadDoc-12"]);
  });

  it("a specification's command sends specification-{command}", async () => {
    signedIn({ "v1/specification/5/archive": () => ({ ...changed, status: "archived" }) });
    function Commands() {
      const { run, dialogs } = useSpecificationCommands();
      return (
        <>
          <button type="button" onClick={() => run("archive", spec)}>
            В архив
          </button>
          <button type="button" onClick={() => run("rename", spec)}>
            Переименовать
          </button>
          {dialogs}
        </>
      );
    }
    renderWithProviders(<Commands />);
    fireEvent.click(screen.getByRole("button", { name: "В архив" }));
    await waitFor(() => expect(readShellMessages().message).toMatchObject({ kind: "banner", text: "«Щит на объект» перенесена в архив" }));
    fireEvent.click(screen.getByRole("button", { name: "Переименовать" }));
    expect(counter.goals()).toEqual(["specification-archive", "specification-rename"]);
  });

  it("a product put into a specification sends product-append-to-specification and its virtual page, no cart event", async () => {
    signedIn({
      "v1/specification": () => ({ items: [{ ...spec, positionsCount: 3, totalPrice: "900.00", created: "2026-11-20T09:00:00.000Z", updated: "2026-11-21T09:00:00.000Z", list: "mine" }], meta: { currentPage: 1, pageCount: 1, totalCount: 1, perPage: 10 } }),
      "v1/specification/5/lines": () => changed,
    });
    const onDone = jest.fn();
    renderWithProviders(<AddToSpecificationMenu productId={77} productName="Автоматический выключатель ВА47-29" amount={2} onDone={onDone} />);
    fireEvent.click(await screen.findByRole("button", { name: /Щит на объект/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(counter.goals()).toEqual(["product-append-to-specification"]);
    expect(counter.hits()).toEqual(["/_product-append-to-specification"]);
    expect(counter.googleEvents()).toEqual([]);
  });

  it("closing the «В спецификацию» menu below the desktop width sends close_spec_adaptive; on a desktop it does not", async () => {
    signedIn({ "v1/specification": () => ({ items: [], meta: { currentPage: 1, pageCount: 0, totalCount: 0, perPage: 10 } }) });
    let isNarrow = true;
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: isNarrow, media: query, onchange: null, addListener: jest.fn(), removeListener: jest.fn(), addEventListener: jest.fn(), removeEventListener: jest.fn(), dispatchEvent: jest.fn() })) as typeof window.matchMedia;
    try {
      renderWithProviders(<AddToSpecification productId={77} productName="ВА47-29" amount={1} />);
      const trigger = await screen.findByRole("button", { name: "В спецификацию: ВА47-29" });
      // Opened and closed again by its button (Escape and a click outside reach the same onOpenChange).
      const openAndClose = async () => {
        fireEvent.click(trigger);
        await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));
        fireEvent.click(trigger);
        await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("false"));
      };
      await openAndClose();
      expect(counter.googleEvents()).toEqual(["close_spec_adaptive"]);
      isNarrow = false;
      await openAndClose();
      expect(counter.googleEvents()).toEqual(["close_spec_adaptive"]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
