import { screen } from "@testing-library/react";
import StorefrontError from "@/app/(storefront)/error";
import { renderWithProviders } from "./auth-render";

function answerHealth(status: number, body: object) {
  globalThis.fetch = jest.fn(async () => ({ status, json: async () => body }) as Response);
}

describe("storefront error page (a page failed to render)", () => {
  it("shows the unavailable page when the health check answers 503", async () => {
    answerHealth(503, { status: "error", message: "База данных недоступна" });
    renderWithProviders(<StorefrontError error={Object.assign(new Error("boom"), { digest: "123" })} reset={jest.fn()} />);
    expect(await screen.findByRole("heading", { name: "Сервис временно недоступен" })).toBeInTheDocument();
    expect(screen.getByTestId("error-details")).toHaveTextContent("База данных недоступна");
    expect(globalThis.fetch).toHaveBeenCalledWith("/api/health", { cache: "no-store" });
  });

  it("shows the generic failure page with a reload action otherwise", async () => {
    answerHealth(200, { status: "ok" });
    renderWithProviders(<StorefrontError error={Object.assign(new Error("boom"), { digest: "4266571576" })} reset={jest.fn()} />);
    expect(await screen.findByRole("heading", { name: "Произошел технический сбой" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Обновить страницу" })).toBeInTheDocument();
    expect(screen.getByTestId("error-details")).toHaveTextContent("digest 4266571576");
  });

  it("treats an unreachable server as unavailable", async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    renderWithProviders(<StorefrontError error={new Error("boom")} reset={jest.fn()} />);
    expect(await screen.findByRole("heading", { name: "Сервис временно недоступен" })).toBeInTheDocument();
  });
});
