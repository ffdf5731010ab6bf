import { act, fireEvent, screen } from "@testing-library/react";
import { SearchBox } from "@/components/shell/search-box";
import { toSuggestItems } from "@/lib/client/shell/search-suggest";
import { answerCalls, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

const push = jest.fn();
let searchParams = new URLSearchParams();
jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }), useSearchParams: () => searchParams, usePathname: () => "/catalog" }));

const suggestions = {
  sections: [{ id: 7, name: "Кабель силовой" }],
  brands: [{ id: 3, name: "КабельПром" }],
  products: [
    { id: 101, name: "Кабель ВВГнг 3x2.5", article: "VVG-325", image: "/media/product/101.svg" },
    { id: 102, name: "Кабель ВВГнг 3x1.5", article: "VVG-315", image: "/media/product/102.svg" },
  ],
};

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  call.mockReset();
  searchParams = new URLSearchParams();
  answerCalls({ "v2/search/suggest": () => suggestions });
});

afterEach(() => jest.useRealTimers());

async function typeKeyword(text: string) {
  const input = screen.getByRole("combobox", { name: "Поиск по каталогу" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await screen.findAllByRole("option");
  return input;
}

describe("header search box", () => {
  it("suggests sections, brands and products after a pause in typing", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeKeyword("каб");
    expect(call).toHaveBeenCalledWith("v2/search/suggest", expect.objectContaining({ searchParams: { keyword: "каб" } }));
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Разделы" })).toHaveTextContent("Кабель силовой");
    expect(screen.getByRole("group", { name: "Бренды" })).toHaveTextContent("КабельПром");
    expect(screen.getAllByRole("option")).toHaveLength(4);
  });

  it("does not ask for one character", async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "к" } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(call).not.toHaveBeenCalled();
  });

  it("moves through suggestions with arrows and opens the chosen one with Enter", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeKeyword("каб");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const active = screen.getAllByRole("option")[2];
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/catalog?brands=3");
  });

  it("wraps past the ends back to the typed text", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeKeyword("каб");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(screen.getAllByRole("option")[3]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("searches the text with Enter when no suggestion is chosen", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeKeyword("кабель 3x2.5");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/catalog?keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C+3x2.5");
  });

  it("closes the list with Escape, and a second Escape clears the text", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeKeyword("каб");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("каб");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveValue("");
  });

  it("is a plain GET form to the catalogue until its suggestions are asked for", () => {
    renderWithProviders(<SearchBox />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/catalog");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("combobox")).toHaveAttribute("name", "keyword");
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the keyword of the address", () => {
    searchParams = new URLSearchParams("keyword=автомат");
    renderWithProviders(<SearchBox />);
    expect(screen.getByRole("combobox")).toHaveValue("автомат");
  });

  it("stays empty for an analog or related search (its query syntax is not the buyer's text)", () => {
    for (const keyword of ["Аналог:ВА47-29", "связанные: id.42"]) {
      searchParams = new URLSearchParams({ keyword });
      const { unmount } = renderWithProviders(<SearchBox />);
      expect(screen.getByRole("combobox")).toHaveValue("");
      unmount();
    }
    searchParams = new URLSearchParams({ keyword: "Сопутствующие:ВА47-29" });
    const { unmount } = renderWithProviders(<SearchBox relationWords={{ replacement: "Аналог", related: "Сопутствующие" }} />);
    expect(screen.getByRole("combobox")).toHaveValue("");
    unmount();
    searchParams = new URLSearchParams({ keyword: "кабель: ВВГ" });
    renderWithProviders(<SearchBox />);
    expect(screen.getByRole("combobox")).toHaveValue("кабель: ВВГ");
  });
});

describe("suggestion answer reading", () => {
  it("links sections, brands and products to the catalogue and skips malformed items", () => {
    expect(toSuggestItems({ sections: [{ id: 1, text: "Свет" }, { name: "без id" }], brands: "oops", products: [{ id: 9, name: "Лампа", article: "L-9" }] })).toEqual([
      { group: "sections", key: "sections:1", label: "Свет", hint: null, image: null, href: "/catalog?section=1" },
      { group: "products", key: "products:9", label: "Лампа", hint: "L-9", image: null, href: "/catalog?product=9" },
    ]);
    expect(toSuggestItems(null)).toEqual([]);
  });
});
