import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { CatalogContextProvider } from "@/components/catalog/catalog-context";
import { FiltersPanel } from "@/components/catalog/filters-panel";
import { RANGE_DEBOUNCE_MS } from "@/components/catalog/range-filter";
import { useCurrentPrices } from "@/lib/client/catalog/use-current-prices";
import { useToggleFavorite } from "@/lib/client/catalog/use-toggle-favorite";
import type { TViewer } from "@/lib/client/catalog/use-viewer";
import { readShellMessages, clearMessage } from "@/lib/client/shell/snackbar-store";
import type { TSearchFilters } from "@/lib/contracts/catalog";
import { changeCatalogState, parseCatalogUrl, type TCatalogUrlInput } from "@/lib/shared/catalog-url";
import { ApiError, answerCalls, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";
import { contextOf } from "./catalog-context-fixture";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

const facets: TSearchFilters = {
  items: [
    { id: 7, name: "Номинальный ток", unit: "А", kind: "numeric", primary: true, count: 10, value: { min: 6, max: 63 }, values: [] },
    { id: 12, name: "Характеристика", unit: null, kind: "text", primary: true, count: 10, value: null, values: [{ value: "C", count: 8 }, { value: "B", count: 2 }] },
  ],
  brands: [
    { id: 3, name: "IEK", count: 40 },
    { id: 5, name: "ABB", count: 12 },
  ],
  manufacturer: [],
  manufacturerCountries: [],
  sellers: [],
  series: [],
  type: [],
  set: [],
  price: { min: "10.00", max: "5000.00" },
  instock: 30,
  recommended: 4,
  infavorite: null,
  totalCount: 52,
  correctedKeyword: null,
};

function renderPanel(query = "section=3", viewer: TViewer = { id: 0, isSignedIn: false, isKnown: true, key: [0, 0] }) {
  const navigate = jest.fn<void, [TCatalogUrlInput]>();
  const context = contextOf(parseCatalogUrl(query), navigate, viewer);
  renderWithProviders(
    <CatalogContextProvider value={context}>
      <FiltersPanel facets={facets} isLoading={false} isError={false} onRetry={jest.fn()} />
    </CatalogContextProvider>,
  );
  return navigate;
}

afterEach(() => {
  jest.useRealTimers();
  clearMessage();
  call.mockReset();
});

/** The panel over an address that follows its changes, as the catalogue screen's does. */
function AddressedPanel({ query }: { query: string }) {
  const [state, setState] = useState(() => parseCatalogUrl(query));
  return (
    <CatalogContextProvider value={contextOf(state, (patch) => setState((now) => changeCatalogState(now, patch)))}>
      <FiltersPanel facets={facets} isLoading={false} isError={false} onRetry={jest.fn()} />
      <button type="button" onClick={() => setState((now) => changeCatalogState(now, { page: 2 }))}>
        page 2
      </button>
    </CatalogContextProvider>
  );
}

describe("filters panel", () => {
  it("shows the filters of the address: a brand ticked is unticked by «Сбросить фильтры» and stays ticked on page 2", () => {
    renderWithProviders(<AddressedPanel query="section=3" />);
    const iek = () => screen.getByRole("checkbox", { name: /IEK/ });
    const instock = () => screen.getByRole("checkbox", { name: /В наличии/ });
    fireEvent.click(iek());
    fireEvent.click(instock());
    expect(iek()).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "page 2" }));
    expect(iek()).toBeChecked();
    expect(instock()).toBeChecked();
    fireEvent.click(screen.getByRole("link", { name: "Сбросить фильтры" }));
    expect(iek()).not.toBeChecked();
    expect(instock()).not.toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "page 2" }));
    expect(iek()).not.toBeChecked();
    expect(instock()).not.toBeChecked();
  });

  it("shows the facets with live counts and checks a brand at once (the address follows)", () => {
    const navigate = renderPanel();
    const iek = screen.getByRole("checkbox", { name: /IEK/ });
    expect(screen.getByText("40")).toBeInTheDocument();
    fireEvent.click(iek);
    expect(navigate).toHaveBeenCalledWith({ brands: [3] });
    // Checked before the new address comes back (it arrives in a transition).
    expect(iek).toBeChecked();
  });

  it("two quick brand clicks both count", () => {
    const navigate = renderPanel();
    fireEvent.click(screen.getByRole("checkbox", { name: /IEK/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /ABB/ }));
    expect(navigate).toHaveBeenLastCalledWith({ brands: [3, 5] });
  });

  it("unchecks a text value of a feature, keeping the others", () => {
    const navigate = renderPanel("section=3&features=12:C&features=12:B");
    fireEvent.click(screen.getByRole("checkbox", { name: /^C/ }));
    expect(navigate).toHaveBeenCalledWith({ features: [{ featureId: 12, kind: "value", value: "B" }] });
  });

  it("applies a typed range only after a pause, with reversed bounds swapped", () => {
    jest.useFakeTimers();
    const navigate = renderPanel();
    fireEvent.change(screen.getByLabelText("Номинальный ток, А: от"), { target: { value: "40" } });
    fireEvent.change(screen.getByLabelText("Номинальный ток, А: до"), { target: { value: "10" } });
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(RANGE_DEBOUNCE_MS));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({ features: [{ featureId: 7, kind: "range", from: "10", to: "40" }] });
  });

  it("reads a range typed with a decimal comma and shows the address's bounds with one", () => {
    jest.useFakeTimers();
    const navigate = renderPanel();
    const from = screen.getByLabelText("Номинальный ток, А: от");
    fireEvent.change(from, { target: { value: "2,5" } });
    act(() => jest.advanceTimersByTime(RANGE_DEBOUNCE_MS));
    expect(navigate).toHaveBeenCalledWith({ features: [{ featureId: 7, kind: "range", from: "2.5", to: null }] });
    expect(from).toHaveValue("2,5");
  });

  it("shows a range of the address and the result's bounds with the decimal comma", () => {
    renderWithProviders(<AddressedPanel query="section=3&features=7:2.5,10.5&priceMin=10.5" />);
    expect(screen.getByLabelText("Номинальный ток, А: от")).toHaveValue("2,5");
    expect(screen.getByLabelText("Номинальный ток, А: до")).toHaveValue("10,5");
    expect(screen.getByLabelText("Цена, ₽: от")).toHaveValue("10,5");
    expect(screen.getByLabelText("Цена, ₽: до")).toHaveAttribute("placeholder", "5000,00");
  });

  it("applies the price at once on Enter, and offers the result's bounds as hints", () => {
    const navigate = renderPanel();
    const from = screen.getByLabelText("Цена, ₽: от");
    expect(from).toHaveAttribute("placeholder", "10,00");
    fireEvent.change(from, { target: { value: "150" } });
    fireEvent.keyDown(from, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith({ priceMin: "150", priceMax: undefined });
  });

  it("offers 'in favourites' only to a signed-in buyer", () => {
    renderPanel();
    expect(screen.queryByRole("checkbox", { name: /В избранном/ })).toBeNull();
    expect(screen.getByRole("checkbox", { name: /В наличии/ })).toBeInTheDocument();
  });
});

function Favorite({ signedIn }: { signedIn: boolean }) {
  const { toggle } = useToggleFavorite({ id: signedIn ? 1 : 0, isSignedIn: signedIn, isKnown: true, key: [signedIn ? 1 : 0, 0] });
  return (
    <button type="button" onClick={() => toggle(15)}>
      star
    </button>
  );
}

describe("favourites (spec §8 texts)", () => {
  it("asks a visitor to sign in and calls nothing", () => {
    renderWithProviders(<Favorite signedIn={false} />);
    fireEvent.click(screen.getByRole("button", { name: "star" }));
    expect(readShellMessages().message?.text).toBe("Авторизуйтесь, для того чтобы добавлять товары в избранное");
    expect(call).not.toHaveBeenCalled();
  });

  it("says 'Ошибка добавления/удаления в/из избранное' when the toggle fails", async () => {
    answerCalls({
      "v1/product/15/toggle-favorite": () => {
        throw new ApiError({ status: 500, message: "boom" });
      },
    });
    renderWithProviders(<Favorite signedIn />);
    fireEvent.click(screen.getByRole("button", { name: "star" }));
    await waitFor(() => expect(readShellMessages().message?.text).toBe("Ошибка добавления/удаления в/из избранное"));
  });
});

function Prices({ place }: { place: "list" | "infinite" }) {
  const { prices } = useCurrentPrices([{ id: 15, minimumBatch: 10, multiplicity: 5 }], { enabled: true, viewer: [1, 1], place });
  return <p>{prices.get(15)?.currentPrice ?? "—"}</p>;
}

describe("current prices (spec §5, §8, §9)", () => {
  it("asks for the minimum batch with a 5 s limit and shows the fresh price", async () => {
    answerCalls({ "v1/product/current-price": () => ({ items: [{ id: 15, currentPrice: "99.50", cashBack: "0.00" }] }) });
    renderWithProviders(<Prices place="list" />);
    expect(await screen.findByText("99.50")).toBeInTheDocument();
    const [, options] = call.mock.calls[0];
    expect(options).toMatchObject({ method: "post", json: { items: [{ id: 15, amount: 10 }], source: "catalog" }, timeout: 5000 });
  });

  it.each([
    ["list", "Не удалось актуализировать цены"],
    ["infinite", "Timeout"],
  ] as const)("a time-out in the %s says '%s'", async (place, text) => {
    answerCalls({
      "v1/product/current-price": () => {
        throw Object.assign(new Error("Request timed out"), { name: "TimeoutError" });
      },
    });
    renderWithProviders(<Prices place={place} />);
    await waitFor(() => expect(readShellMessages().message?.text).toBe(text));
  });

  it("any other failure says 'Не удалось обновить цены'", async () => {
    answerCalls({
      "v1/product/current-price": () => {
        throw new ApiError({ status: 502 });
      },
    });
    renderWithProviders(<Prices place="list" />);
    await waitFor(() => expect(readShellMessages().message?.text).toBe("Не удалось обновить цены"));
  });
});
