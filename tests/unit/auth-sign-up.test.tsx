import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { openAuth, readAuthHistory } from "@/lib/client/auth/auth-history";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { appCalls, renderWithProviders } from "./auth-render";
import { installStubCounter } from "./stub-counter";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const SIGN_UP = "v2/user/sign-up";
const signedIn = { authToken: "token-new", identityCookie: { name: "b2b_identity", value: "u-9.sig" }, message: "Регистрация завершена" };
const needsCompany = { step: 3, token: "account-token", tokenFor: "account", phone: "9001112233", name: "Пётр Иванов", isIndividual: 0, message: "Контакт подтверждён. Укажите данные компании, чтобы завершить регистрацию." };
const company = {
  value: "ООО \"Вектор\"",
  unrestricted_value: "ООО \"Вектор\"",
  data: { inn: "7707083893", kpp: "773601001", address: { value: "г Москва, ул Тверская, д 1" } },
};

type THandler = (options: { json?: unknown }) => unknown;

function openSignUp(handlers: Record<string, THandler>) {
  answerCalls({
    ...appCalls,
    "v1/user/current-user": () => {
      if (!window.sessionStorage.getItem("B2B_USER_TOKEN")) throw new ApiError({ status: 401 });
      return { id: 9, publicIdentity: "Пётр Иванов", hasMultiCompany: false };
    },
    ...handlers,
  });
  act(() => openAuth("signup"));
  return renderWithProviders(<AuthDialogHost />);
}

const dialog = () => screen.getByRole("dialog", { name: "Регистрация" });
const field = (label: RegExp) => within(dialog()).getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(within(dialog()).getByRole("button", { name }));

/** Second by second, so each tick's re-render schedules the next one. */
function passSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => jest.advanceTimersByTime(1000));
}

function fillAccount() {
  type(/^Телефон/, "9001112233");
  type(/^E-mail/, "new@demo.test");
  type(/^Пароль/, "long-secret-1");
  type(/^Повторите пароль/, "long-secret-1");
  fireEvent.click(within(dialog()).getByRole("checkbox", { name: /пользовательское соглашение/ }));
}

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/catalog");
});

describe("sign-up dialog", () => {
  it("checks required fields and agreements before sending anything; links the terms and the privacy policy", async () => {
    openSignUp({});
    await screen.findByRole("dialog", { name: "Регистрация" });
    expect(within(dialog()).getByText(/Шаг 1 из 3/)).toBeInTheDocument();
    expect(await within(dialog()).findByRole("option", { name: "Санкт-Петербург" })).toBeInTheDocument();
    expect(field(/^Регион/)).toHaveValue("1");
    expect(within(dialog()).getByRole("link", { name: "пользовательское соглашение" })).toHaveAttribute("href", "/content/reglament");
    expect(within(dialog()).getByRole("link", { name: "политикой обработки персональных данных" })).toHaveAttribute("href", "/content/politika-sbora-personalnykh-dannykh");
    press("Продолжить");
    expect(field(/^E-mail/)).toHaveAccessibleDescription("Заполните это поле");
    expect(field(/^Телефон/)).toHaveAccessibleDescription("Заполните это поле");
    expect(field(/^Пароль/)).toHaveAccessibleDescription(/Заполните это поле/);
    expect(within(dialog()).getByRole("checkbox", { name: /пользовательское соглашение/ })).toHaveAccessibleDescription("Примите пользовательское соглашение");
    expect(bodiesSentTo(SIGN_UP)).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    openSignUp({
      [SIGN_UP]: () => {
        throw new ApiError({
          status: 400,
          message: "Проверьте правильность заполнения полей",
          errors: { email: ["Пользователь с таким e-mail уже зарегистрирован"], inn: ["Неверный ИНН"] },
        });
      },
    });
    await screen.findByRole("dialog", { name: "Регистрация" });
    fillAccount();
    type(/^ИНН/, "1234567890");
    press("Продолжить");
    await waitFor(() => expect(field(/^E-mail/)).toHaveAccessibleDescription("Пользователь с таким e-mail уже зарегистрирован"));
    expect(field(/^ИНН/)).toHaveAccessibleDescription("Неверный ИНН");
    expect(within(dialog()).getAllByRole("alert")[0]).toHaveTextContent("Проверьте правильность заполнения полей");
  });

  it("makes an agreeForProcessingData error the message when the server sends none (spec §5)", async () => {
    openSignUp({
      [SIGN_UP]: () => {
        throw new ApiError({ status: 400, errors: { agreeForProcessingData: ["Необходимо согласие на обработку персональных данных"] } });
      },
    });
    await screen.findByRole("dialog", { name: "Регистрация" });
    fillAccount();
    press("Продолжить");
    // Once as the form's message, once under the checkbox.
    await waitFor(() => expect(within(dialog()).getAllByRole("alert")).toHaveLength(2));
    for (const alert of within(dialog()).getAllByRole("alert")) expect(alert).toHaveTextContent("Необходимо согласие на обработку персональных данных");
  });

  it("goes through the three steps of a company with the company search and the requisites file", async () => {
    const answers: unknown[] = [{ step: 2, message: "Мы отправили код подтверждения на +7 900 ***-**-33" }, needsCompany, signedIn];
    openSignUp({ [SIGN_UP]: () => answers.shift(), "v2/dadata/suggest/company": () => ({ suggestions: [company] }) });
    await screen.findByRole("dialog", { name: "Регистрация" });
    fillAccount();
    press("Продолжить");

    const code = await within(dialog()).findByLabelText(/Код из сообщения/);
    expect(within(dialog()).getByText(/Шаг 2 из 3/)).toBeInTheDocument();
    expect(within(dialog()).getByRole("status")).toHaveTextContent("Мы отправили код подтверждения");
    fireEvent.change(code, { target: { value: "654321" } });
    press("Подтвердить");

    await within(dialog()).findByText(/Шаг 3 из 3/);
    expect(within(dialog()).getByRole("status")).toHaveTextContent("Контакт подтверждён");
    press("Найти компанию по ИНН или названию");
    expect(readAuthHistory().openedAuthTool).toBe("AuthDadata");
    const search = await screen.findByRole("dialog", { name: "Поиск компании" });
    fireEvent.change(within(search).getByLabelText(/ИНН или название/), { target: { value: "Вектор" } });
    fireEvent.click(await within(search).findByRole("button", { name: /ООО "Вектор"/ }, { timeout: 2000 }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Поиск компании" })).not.toBeInTheDocument());
    expect(field(/^Название компании/)).toHaveValue("ООО \"Вектор\"");
    expect(field(/^ИНН/)).toHaveValue("7707083893");

    const file = new File(["%PDF-1.4 card"], "card.pdf", { type: "application/pdf" });
    fireEvent.change(field(/Карточка предприятия/), { target: { files: [file] } });
    await within(dialog()).findByText("card.pdf");
    press("Зарегистрироваться");

    await waitFor(() => expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-new"));
    const bodies = bodiesSentTo(SIGN_UP) as Record<string, unknown>[];
    expect(bodies[0]).toMatchObject({ step: 1, phone: "+7 (900) 111-22-33", email: "new@demo.test", regionId: 1, isIndividual: false, agreedForTerms: true, agreeForProcessingData: true });
    expect(bodies[1]).toEqual({ step: 2, phone: "+7 (900) 111-22-33", email: "new@demo.test", code: "654321" });
    expect(bodies[2]).toMatchObject({ step: 3, token: "account-token", tokenFor: "account", isIndividual: 0, companyName: "ООО \"Вектор\"", inn: "7707083893" });
    expect(String(bodies[2].companyRequisites)).toMatch(/^data:application\/pdf;base64,/);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("signs an individual in right after the code, and only then tells the counter and Google (spec §9)", async () => {
    const counter = installStubCounter();
    const answers: unknown[] = [{ step: 2, message: "Код отправлен" }, signedIn];
    openSignUp({ [SIGN_UP]: () => answers.shift() });
    await screen.findByRole("dialog", { name: "Регистрация" });
    fireEvent.click(within(dialog()).getByLabelText("Физическое лицо"));
    expect(within(dialog()).queryByLabelText(/^ИНН/)).not.toBeInTheDocument();
    fillAccount();
    press("Продолжить");
    fireEvent.change(await within(dialog()).findByLabelText(/Код из сообщения/), { target: { value: "111111" } });
    expect(counter.goals()).toEqual([]);
    press("Подтвердить");
    await waitFor(() => expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-new"));
    expect(bodiesSentTo(SIGN_UP)[0]).toMatchObject({ isIndividual: true });
    expect(counter.goals()).toEqual(["signUp-success-dialog"]);
    expect(counter.googleEvents()).toEqual(["sign_up"]);
    counter.uninstall();
  });

  it("goes back to step 1 with every field as the buyer left it", async () => {
    openSignUp({ [SIGN_UP]: () => ({ step: 2, message: "Код отправлен" }) });
    await screen.findByRole("dialog", { name: "Регистрация" });
    type(/^Фамилия/, "Иванов");
    fillAccount();
    press("Продолжить");
    await within(dialog()).findByLabelText(/Код из сообщения/);
    press("Вернуться к шагу 1");
    expect(within(dialog()).getByText(/Шаг 1 из 3/)).toBeInTheDocument();
    expect(field(/^Фамилия/)).toHaveValue("Иванов");
    expect(field(/^E-mail/)).toHaveValue("new@demo.test");
    expect(field(/^Телефон/)).toHaveValue("+7 (900) 111-22-33");
    expect(field(/^Пароль/)).toHaveValue("long-secret-1");
    expect(field(/^Повторите пароль/)).toHaveValue("long-secret-1");
    expect(within(dialog()).getByRole("checkbox", { name: /пользовательское соглашение/ })).toBeChecked();
    expect(within(dialog()).queryByRole("status")).not.toBeInTheDocument();
  });

  it("offers «Получить код ещё раз» after a minute's countdown and sends step 1 again with the same data", async () => {
    jest.useFakeTimers();
    try {
      openSignUp({ [SIGN_UP]: () => ({ step: 2, message: "Код отправлен" }) });
      await screen.findByRole("dialog", { name: "Регистрация" });
      fillAccount();
      press("Продолжить");
      await within(dialog()).findByLabelText(/Код из сообщения/);
      expect(within(dialog()).getByRole("button", { name: "Получить код ещё раз через 60 с" })).toBeDisabled();
      passSeconds(30);
      expect(within(dialog()).getByRole("button", { name: "Получить код ещё раз через 30 с" })).toBeDisabled();
      passSeconds(30);
      press("Получить код ещё раз");
      await waitFor(() => expect(bodiesSentTo(SIGN_UP)).toHaveLength(2));
      expect(bodiesSentTo(SIGN_UP)[1]).toEqual(bodiesSentTo(SIGN_UP)[0]);
      expect(await within(dialog()).findByRole("button", { name: "Получить код ещё раз через 60 с" })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
