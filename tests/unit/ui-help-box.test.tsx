import { fireEvent, screen } from "@testing-library/react";
import { PageWrapper } from "@/components/ui/page-wrapper";
import type { TSafeHtml } from "@/lib/contracts/safe-html";
import { renderWithProviders } from "./auth-render";

// The seller's help box of a screen (spec §2 "Page wrapper": an optional closable help box with HTML
// content). Its id carries a digest of the seller's text (lib/server/shell/help-config.ts), so a new text is a new id.
const safe = (html: string) => html as TSafeHtml;

function renderScreen(help?: { id: string; html: TSafeHtml }) {
  return renderWithProviders(
    <PageWrapper title="Спецификации" help={help}>
      <p>Список</p>
    </PageWrapper>,
  );
}

const box = () => screen.queryByRole("region", { name: "Подсказка" });

beforeEach(() => window.localStorage.clear());

describe("the page wrapper's help box (spec §2 page wrapper)", () => {
  it("shows the seller's HTML under the heading, above the screen", () => {
    renderScreen({ id: "specifications-aaa", html: safe("<p>Как <strong>создать</strong> спецификацию</p>") });
    const shown = box();
    expect(shown).not.toBeNull();
    expect(shown?.querySelector("strong")?.textContent).toBe("создать");
    expect(shown?.textContent).toContain("Как создать спецификацию");
    const heading = screen.getByRole("heading", { level: 1, name: "Спецификации" });
    expect(heading.compareDocumentPosition(shown as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((shown as Node).compareDocumentPosition(screen.getByText("Список")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is absent when the seller configured none", () => {
    renderScreen();
    expect(box()).toBeNull();
    expect(screen.getByText("Список")).toBeTruthy();
  });

  it("closes, stays closed on this device for the same text, and shows again when the seller changes it", () => {
    const first = renderScreen({ id: "specifications-aaa", html: safe("<p>Старый текст</p>") });
    fireEvent.click(screen.getByRole("button", { name: "Закрыть подсказку" }));
    expect(box()).toBeNull();
    first.unmount();

    const again = renderScreen({ id: "specifications-aaa", html: safe("<p>Старый текст</p>") });
    expect(box()).toBeNull();
    again.unmount();

    renderScreen({ id: "specifications-bbb", html: safe("<p>Новый текст</p>") });
    expect(box()?.textContent).toContain("Новый текст");
  });
});
