import { fireEvent, screen, within } from "@testing-library/react";
import { OfferPrint } from "@/components/offers/offer-print";
import { ZOffer } from "@/lib/contracts/offers";
import { ApiError, answerCalls, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

// Issue 23 item 1: the offer's print view (/modules/offers/{id}/print) — the offer in its own template on a
// plain sheet, and a button that prints it. The PDF and the xlsx are tested in tests/api/offers.test.ts.
jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/modules/offers/12/print", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const user = { id: 1, publicIdentity: "Иван Петров", companyName: 'ООО "Ромашка"', companyId: 7, hasMultiCompany: false };
const line = (id: number, name: string, article: string, amount: number, offerPrice: string, offerTotal: string, offerVatAmount: string) => ({
  id,
  type: "product",
  productId: 100 + id,
  customProductId: null,
  name,
  article,
  unit: "шт",
  image: null,
  minimumBatch: 1,
  multiplicity: 1,
  amount,
  price: "100.00",
  total: "200.00",
  vatRate: 20,
  vatAmount: "33.33",
  availableQuantity: 50,
  state: "ok",
  brand: "IEK",
  manufacturerCode: null,
  ownMarkup: null,
  markup: 15,
  offerPrice,
  offerTotal,
  offerVatAmount,
});
// Parsed by the contract, so the stand-in answer is one the server could give.
const offer = ZOffer.parse({
  id: 12,
  status: "active",
  name: "КП для ЖК «Северный»",
  description: "",
  markup: 15,
  created: "2026-11-20T09:00:00.000Z",
  updated: "2026-11-21T09:00:00.000Z",
  template: {
    title: "Коммерческое предложение на щит ЩР-24",
    contacts: "ООО «Монтаж-Сервис»\n+7 900 000-00-00",
    intro: "<p>Предлагаем оборудование со склада.</p>",
    final: "<p>Цены действительны 10 дней.</p>",
    columns: ["name", "article", "amount", "price", "total"],
    logo: null,
  },
  items: [line(1, "Автоматический выключатель ВА47-29 1P 16А", "MVA20-1-016-C", 2, "115.00", "230.00", "38.33"), line(2, "Щит распределительный ЩРН-24", "MKP42-N-24-40-05", 1, "1150.00", "1150.00", "191.67")],
  totals: { positionsCount: 2, purchaseTotal: "1200.00", totalPrice: "1380.00", vatAmount: "230.00" },
});

function signedIn(offerAnswer: () => unknown) {
  window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
  answerCalls({
    "v1/user/current-user": () => user,
    "v1/user/company": () => ({ id: 7, name: 'ООО "Ромашка"', isIndividual: false, legalEntities: [{ inn: "7707083893" }] }),
    "v1/info": () => ({ config: { initialAuthMode: "signin" }, region: null, regions: [] }),
    "v1/offer/12": offerAnswer,
  });
  return renderWithProviders(<OfferPrint id={12} />);
}

const money = (el: HTMLElement | null) => el?.textContent?.replace(/\s/g, " ");

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  document.title = "";
});

describe("the offer's print view", () => {
  it("shows the offer in its template — contacts, title, intro, the chosen columns, totals, final text — and prints it", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    signedIn(() => offer);
    const sheet = await screen.findByTestId("offer-preview");
    expect(within(sheet).getByRole("heading", { name: "Коммерческое предложение на щит ЩР-24" })).toBeTruthy();
    expect(sheet).toHaveTextContent("ООО «Монтаж-Сервис»");
    expect(sheet).toHaveTextContent("Предлагаем оборудование со склада.");
    expect(sheet).toHaveTextContent("Цены действительны 10 дней.");
    expect(within(sheet).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["№", "Наименование", "Артикул", "Количество", "Цена", "Сумма"]);
    const rows = within(sheet).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell").map((c) => c.textContent?.replace(/\s/g, " ")))).toEqual([
      ["1", "Автоматический выключатель ВА47-29 1P 16А", "MVA20-1-016-C", "2 шт", "115,00 ₽", "230,00 ₽"],
      ["2", "Щит распределительный ЩРН-24", "MKP42-N-24-40-05", "1 шт", "1 150,00 ₽", "1 150,00 ₽"],
    ]);
    expect(money(screen.getByTestId("offer-preview-total"))).toBe("1 380,00 ₽");
    expect(document.title).toBe("Коммерческое предложение на щит ЩР-24");
    // Opened from the offer in the same tab: the way back names where it goes.
    expect(screen.getByRole("link", { name: "Вернуться к предложению" }).getAttribute("href")).toBe("/modules/offers/12");

    fireEvent.click(screen.getByRole("button", { name: "Версия для печати" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("asks a visitor to sign in and reads no offer", async () => {
    answerCalls({ "v1/info": () => ({ config: { initialAuthMode: "signin" }, region: null, regions: [] }) });
    renderWithProviders(<OfferPrint id={12} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Коммерческие предложения доступны после входа");
    expect(call.mock.calls.some(([path]) => path === "v1/offer/12")).toBe(false);
  });

  it("says why when the offer is not the buyer's (404), with no sheet", async () => {
    signedIn(() => {
      throw new ApiError({ status: 404, message: "Предложение не найдено" });
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Предложение не найдено");
    expect(screen.queryByTestId("offer-preview")).toBeNull();
  });
});
