import { fireEvent, screen, within } from "@testing-library/react";
import { GoldenClubScreen } from "@/components/golden-club/golden-club-screen";
import { readShellMessages } from "@/lib/client/shell/snackbar-store";
import type { TBonusHistory, TGoldenClub } from "@/lib/contracts/golden-club";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/user/golden-club", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const user = { id: 1, publicIdentity: "Иван Петров", companyName: 'ООО "Ромашка"', companyId: 7, hasMultiCompany: false };
const level = (id: number, name: string, turnoverFrom: string, percent: number, isCurrent = false) => ({ id, name, turnoverFrom, percent, isCurrent });
const programme = {
  levels: [level(1, "Серебряный", "0.00", 1), level(2, "Золотой", "500000.00", 3), level(3, "Платиновый", "2000000.00", 5)],
  rules: [{ kind: "brand" as const, id: 4, name: "IEK", percent: 7 }],
  spendMaxPercent: 0,
  hasQuestionnaire: false,
};
const outside: TGoldenClub = { ...programme, isMember: false, joinedAt: null, turnover: "0.00", level: null, nextLevel: null, balance: "750.00" };
const member: TGoldenClub = {
  ...programme,
  levels: [level(1, "Серебряный", "0.00", 1, true), programme.levels[1], programme.levels[2]],
  isMember: true,
  joinedAt: "2025-10-01T06:00:00.000Z",
  turnover: "120000.00",
  level: level(1, "Серебряный", "0.00", 1, true),
  nextLevel: { level: programme.levels[1], needed: "380000.00" },
  balance: "3540.00",
};
const history: TBonusHistory = {
  items: [
    { id: 2, kind: "accrual", amount: "84.00", orderId: 11, orderName: "Заказ № 11", created: "2025-10-05T09:00:00.000Z" },
    { id: 1, kind: "opening", amount: "3456.00", orderId: null, orderName: null, created: "2025-10-01T06:00:00.000Z" },
  ],
  meta: { currentPage: 1, pageCount: 1, totalCount: 2, perPage: 20 },
};

function signedIn(handlers: Record<string, (options: { json?: unknown }) => unknown>) {
  window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
  answerCalls({
    "v1/user/current-user": () => user,
    "v1/user/company": () => ({ id: 7, name: 'ООО "Ромашка"', isIndividual: false, legalEntities: [{ inn: "7707083893" }] }),
    "v1/info": () => ({ featureFlags: { goldenClub: true }, config: { initialAuthMode: "signin" }, region: null, regions: [] }),
    ...handlers,
  });
  return renderWithProviders(<GoldenClubScreen />);
}

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
});

describe("/user/golden-club", () => {
  it("offers a company outside the club the programme and «Вступить в клуб», then shows its level", async () => {
    signedIn({ "v1/golden-club": () => outside, "v1/golden-club/join": () => member, "v1/golden-club/history": () => history });
    const join = await screen.findByRole("button", { name: "Вступить в клуб" });
    expect(screen.getByRole("region", { name: "Уровни и кешбэк" })).toHaveTextContent("Бренд «IEK»");
    expect(screen.queryByRole("region", { name: "История бонусов" })).toBeNull();
    fireEvent.click(join);
    const status = await screen.findByRole("region", { name: "Мой уровень" });
    expect(bodiesSentTo("v1/golden-club/join")).toHaveLength(1);
    expect(status).toHaveTextContent("Серебряный");
    expect(status).toHaveTextContent("Кешбэк 1 %");
    expect(status).toHaveTextContent(/До уровня «Золотой» \(3 %\) осталось 380\s000,00\s₽/);
    expect(within(status).getByTestId("club-balance").textContent?.replace(/\s/g, " ")).toBe("3 540,00 ₽");
  });

  it("shows a member the history, marks its level, and sends the feedback form with field errors shown", async () => {
    signedIn({
      "v1/golden-club": () => member,
      "v1/golden-club/history": () => history,
      "v1/golden-club/feedback": () => {
        throw new ApiError({ status: 400, message: "Проверьте поля", errors: { message: ["Напишите сообщение"] } });
      },
    });
    const entries = await screen.findAllByTestId("bonus-entry");
    expect(entries.map((e) => e.textContent?.replace(/\s/g, " "))).toEqual([expect.stringMatching(/Начислено за заказ «Заказ № 11»\+84,00 ₽$/), expect.stringMatching(/Остаток на начало участия\+3 456,00 ₽$/)]);
    const levels = screen.getByRole("region", { name: "Уровни и кешбэк" });
    expect(within(levels).getByRole("row", { name: /ваш уровень/ })).toHaveTextContent("Серебряный");
    const feedback = screen.getByRole("region", { name: "Обратная связь" });
    fireEvent.change(within(feedback).getByLabelText(/Сообщение/), { target: { value: "Нужен кабель КГ" } });
    fireEvent.click(within(feedback).getByRole("button", { name: "Отправить" }));
    expect(await within(feedback).findByRole("alert")).toHaveTextContent("Напишите сообщение");
    expect(bodiesSentTo("v1/golden-club/feedback")).toEqual([{ kind: "feedback", message: "Нужен кабель КГ" }]);
  });

  it("sends the questionnaire's answers as chosen and then marks it sent; a required answer left out sends nothing", async () => {
    signedIn({
      "v1/golden-club": () => member,
      "v1/golden-club/history": () => history,
      "v1/golden-club/feedback": ({ json }) => ({ id: 5, kind: (json as { kind: string }).kind, created: "2025-10-06T09:00:00.000Z" }),
    });
    const form = await screen.findByRole("region", { name: "Анкета участника" });
    expect(form).toHaveTextContent("Расскажите о своей компании");
    fireEvent.change(within(form).getByRole("combobox", { name: /Вид деятельности/ }), { target: { value: "installer" } });
    fireEvent.change(within(form).getByRole("combobox", { name: /Как часто вы закупаете/ }), { target: { value: "monthly" } });
    fireEvent.change(within(form).getByRole("combobox", { name: /Откуда вы узнали о нас/ }), { target: { value: "manager" } });
    fireEvent.change(within(form).getByLabelText(/Бренды/), { target: { value: "IEK, КЭАЗ" } });
    // No rating yet: the browser's own check of the required answer keeps the form from being sent.
    fireEvent.click(within(form).getByRole("button", { name: "Отправить анкету" }));
    expect(bodiesSentTo("v1/golden-club/feedback")).toEqual([]);

    fireEvent.change(within(form).getByRole("combobox", { name: /Оценка работы с нами/ }), { target: { value: "4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Отправить анкету" }));
    expect(await within(form).findByText("Анкета уже отправлена. Если что-то изменилось, отправьте её заново.")).toBeTruthy();
    expect(readShellMessages().message).toMatchObject({ kind: "banner", text: "Спасибо! Анкета отправлена." });
    expect(bodiesSentTo("v1/golden-club/feedback")).toEqual([{ kind: "questionnaire", activity: "installer", frequency: "monthly", source: "manager", rating: 4, brands: "IEK, КЭАЗ", comment: "" }]);
    expect(within(form).getByRole("combobox", { name: /Вид деятельности/ })).toHaveProperty("value", "");
  });
});
