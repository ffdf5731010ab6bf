import { act, fireEvent, screen } from "@testing-library/react";
import { Snackbar } from "@/components/ui/snackbar";
import { beginProgress, clearMessage, endProgress, readShellMessages, showBanner, showError, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { renderWithProviders } from "./auth-render";

beforeEach(() => {
  jest.useFakeTimers();
  act(() => clearMessage());
});

afterEach(() => jest.useRealTimers());

describe("message snackbar (spec §2, §4, §9)", () => {
  it("shows a banner for 2 seconds", () => {
    renderWithProviders(<Snackbar />);
    act(() => showBanner("Код товара скопирован"));
    expect(screen.getByTestId("snackbar")).toHaveTextContent("Код товара скопирован");
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId("snackbar")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
  });

  it("shows an error with prefix, status and message for 4 seconds, announced as an alert", () => {
    renderWithProviders(<Snackbar />);
    act(() => showError({ prefix: "Ошибка при смене региона", status: 500, message: "Внутренняя ошибка сервера" }));
    const bar = screen.getByTestId("snackbar");
    expect(bar).toHaveTextContent("Ошибка при смене региона");
    expect(bar).toHaveTextContent("Код 500");
    expect(bar).toHaveTextContent("Внутренняя ошибка сервера");
    expect(screen.getByRole("alert")).toHaveTextContent("Ошибка при смене региона. 500. Внутренняя ошибка сервера");
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByTestId("snackbar")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
  });

  it("closes by its button and by Escape; a newer message restarts the timer", () => {
    renderWithProviders(<Snackbar />);
    act(() => showBanner("первое"));
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();

    act(() => showBanner("второе"));
    act(() => jest.advanceTimersByTime(1500));
    act(() => showBanner("третье"));
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByTestId("snackbar")).toHaveTextContent("третье");
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
  });

  it("reads an API error's status and message", () => {
    renderWithProviders(<Snackbar />);
    const error = Object.assign(new Error("Регион не найден"), { status: 404 });
    act(() => showErrorOf(error, "Ошибка при смене региона"));
    expect(readShellMessages().message).toMatchObject({ kind: "error", prefix: "Ошибка при смене региона", status: 404, text: "Регион не найден" });
  });

  it("keeps progress counters per id, never below zero", () => {
    beginProgress("orders");
    beginProgress("orders");
    beginProgress("cart");
    endProgress("orders");
    expect(readShellMessages().progress).toMatchObject({ orders: 1, cart: 1 });
    endProgress("orders");
    endProgress("orders");
    expect(readShellMessages().progress.orders).toBe(0);
  });
});
