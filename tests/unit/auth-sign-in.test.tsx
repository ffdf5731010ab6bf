import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { openAuth, readAuthHistory } from "@/lib/client/auth/auth-history";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { appCalls, renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const SIGN_IN = "v2/user/sign-in";
const user = { id: 1, uuid: "u-1", publicIdentity: "Иван Петров", companyName: "ООО \"Ромашка\"", hasMultiCompany: false };
const success = { authToken: "token-1", identityCookie: { name: "b2b_identity", value: "u-1.sig" }, message: "Вы успешно вошли" };

/** The current-user call answers for a stored token only, as the server does. */
const currentUser = () => {
  if (!window.sessionStorage.getItem("B2B_USER_TOKEN")) throw new ApiError({ status: 401 });
  return user;
};

function openSignIn(handlers: Record<string, (options: { json?: unknown }) => unknown>) {
  answerCalls({ ...appCalls, "v1/user/current-user": currentUser, ...handlers });
  act(() => openAuth("signin"));
  return renderWithProviders(<AuthDialogHost />);
}

const dialog = () => screen.getByRole("dialog", { name: "Вход" });
const type = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(within(dialog()).getByRole("button", { name: "Войти" }));

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie = "b2b_identity=; path=/; max-age=0";
  window.history.replaceState(null, "", "/catalog");
});

describe("sign-in dialog", () => {
  it("opens by phone with the placeholder, remembering the user by default", async () => {
    openSignIn({});
    const phone = await within(await screen.findByRole("dialog", { name: "Вход" })).findByLabelText(/Телефон/);
    expect(phone).toHaveAttribute("placeholder", "+7 (___) ___-__-__");
    expect(within(dialog()).getByLabelText("Запомнить меня")).toBeChecked();
    fireEvent.change(phone, { target: { value: "89000000001" } });
    expect(phone).toHaveValue("+7 (900) 000-00-01");
  });

  it("shows 'Неверный телефон или пароль' and stores nothing on wrong credentials", async () => {
    openSignIn({
      [SIGN_IN]: () => {
        throw new ApiError({ status: 400, message: "Неверный телефон или пароль" });
      },
    });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "+7 900 000-00-01");
    type(/Пароль/, "wrong-password");
    submit();
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Неверный телефон или пароль");
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("asks for the fields before calling the server", async () => {
    openSignIn({});
    await screen.findByRole("dialog", { name: "Вход" });
    submit();
    expect(within(dialog()).getByLabelText(/Телефон/)).toHaveAccessibleDescription("Заполните это поле");
    expect(within(dialog()).getByLabelText(/Пароль/)).toHaveAccessibleDescription("Заполните это поле");
    expect(bodiesSentTo(SIGN_IN)).toHaveLength(0);
  });

  it("stores the token in both storages, sets the identity cookie, records signin and closes", async () => {
    openSignIn({ [SIGN_IN]: () => success });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "9000000001");
    type(/Пароль/, "demo12345");
    submit();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodiesSentTo(SIGN_IN)).toEqual([{ phone: "+7 (900) 000-00-01", password: "demo12345", rememberMe: true }]);
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-1");
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBe("token-1");
    expect(window.localStorage.getItem("B2B_AUTH_INITIAL")).toBe("signin");
    expect(document.cookie).toContain("b2b_identity=u-1.sig");
    expect(readAuthHistory().openedAuth).toBeNull();
    expect(await screen.findByRole("status")).toHaveTextContent("Вы успешно вошли");
  });

  it("keeps the token for the tab only without 'Запомнить меня'", async () => {
    openSignIn({ [SIGN_IN]: () => success });
    await screen.findByRole("dialog", { name: "Вход" });
    fireEvent.click(within(dialog()).getByLabelText("По e-mail"));
    type(/E-mail/, "buyer@demo.test");
    type(/Пароль/, "demo12345");
    fireEvent.click(within(dialog()).getByLabelText("Запомнить меня"));
    submit();
    await waitFor(() => expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-1"));
    expect(bodiesSentTo(SIGN_IN)).toEqual([{ email: "buyer@demo.test", password: "demo12345", rememberMe: false }]);
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("shows the code step and signs in with the code", async () => {
    const answers = [{ step: "code", message: "Код для входа отправлен на +7 900 ***-**-01" }, success];
    openSignIn({ [SIGN_IN]: () => answers.shift() });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "9000000001");
    type(/Пароль/, "demo12345");
    submit();
    const codeField = await within(dialog()).findByLabelText(/Код из сообщения/);
    expect(within(dialog()).getByRole("status")).toHaveTextContent("Код для входа отправлен");
    fireEvent.change(codeField, { target: { value: "123456" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Подтвердить" }));
    await waitFor(() => expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-1"));
    expect(bodiesSentTo(SIGN_IN)[1]).toEqual({ phone: "+7 (900) 000-00-01", code: "123456", rememberMe: true });
  });

  it("shows the local captcha on the captcha step and sends its answer", async () => {
    const answers = [{ step: "captcha", message: "Подтвердите, что вы не робот" }, success];
    openSignIn({
      [SIGN_IN]: () => answers.shift(),
      "v2/captcha/local-challenge": () => ({ challenge: "signed-challenge", question: "Сколько будет 3 + 4?", expiresAt: "2030-01-01T00:00:00Z" }),
    });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "9000000001");
    type(/Пароль/, "demo12345");
    submit();
    const answer = await within(dialog()).findByLabelText(/Проверка: Сколько будет 3 \+ 4\?/);
    fireEvent.change(answer, { target: { value: "7" } });
    submit();
    await waitFor(() => expect(bodiesSentTo(SIGN_IN)).toHaveLength(2));
    expect(bodiesSentTo(SIGN_IN)[1]).toEqual({ phone: "+7 (900) 000-00-01", password: "demo12345", rememberMe: true, captchaToken: "signed-challenge:7" });
  });

  it("puts a server field error on its field", async () => {
    openSignIn({
      [SIGN_IN]: () => {
        throw new ApiError({ status: 400, message: "Проверьте правильность заполнения полей", errors: { phone: ["Введите телефон в формате +7 900 000-00-00"] } });
      },
    });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "900");
    type(/Пароль/, "demo12345");
    submit();
    await waitFor(() => expect(within(dialog()).getByLabelText(/Телефон/)).toHaveAccessibleDescription("Введите телефон в формате +7 900 000-00-00"));
  });

  it("after a password reset comes back to sign-in with the phone and the new password filled in", async () => {
    openSignIn({ "v1/user/password-reset": () => ({ errorCode: 0, message: "Пароль изменён. Войдите с новым паролем." }) });
    await screen.findByRole("dialog", { name: "Вход" });
    type(/Телефон/, "9000000001");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Забыли пароль?" }));
    const reset = await screen.findByRole("dialog", { name: "Восстановление пароля" });
    expect(within(reset).getByLabelText(/Телефон/)).toHaveValue("+7 (900) 000-00-01");
    fireEvent.click(within(reset).getByRole("button", { name: "Получить код" }));
    fireEvent.change(await within(reset).findByLabelText(/Код из сообщения/), { target: { value: "123456" } });
    fireEvent.change(within(reset).getByLabelText(/Новый пароль/), { target: { value: "new-secret-1" } });
    fireEvent.change(within(reset).getByLabelText(/Повторите пароль/), { target: { value: "new-secret-1" } });
    fireEvent.click(within(reset).getByRole("button", { name: "Сохранить пароль" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Восстановление пароля" })).not.toBeInTheDocument());
    expect(within(dialog()).getByLabelText(/Пароль/)).toHaveValue("new-secret-1");
    expect(within(dialog()).getByRole("status")).toHaveTextContent("Пароль изменён. Войдите с новым паролем.");
  });

  it("switches to sign-up by replacing the history state", async () => {
    openSignIn({});
    await screen.findByRole("dialog", { name: "Вход" });
    const entries = window.history.length;
    fireEvent.click(within(dialog()).getByRole("button", { name: "Зарегистрироваться" }));
    expect(await screen.findByRole("dialog", { name: "Регистрация" })).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
    expect(readAuthHistory().openedAuth).toBe("signup");
  });

  it("is not rendered for a signed-in user", async () => {
    window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
    openSignIn({});
    await waitFor(() => expect(call).toHaveBeenCalledWith("v1/user/current-user"));
    await act(async () => undefined);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
