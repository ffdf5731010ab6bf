import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { PasswordResetDialog } from "@/components/auth/password-reset-dialog";
import { emptySignInData, type TSignInData } from "@/components/auth/sign-in-data";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { appCalls, renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

const RESET = "v1/user/password-reset";

function renderReset(signInData: TSignInData = emptySignInData, onConfirmed = jest.fn()) {
  renderWithProviders(<PasswordResetDialog open onOpenChange={() => undefined} signInData={signInData} captchaEnabled={false} onConfirmed={onConfirmed} />);
  return { onConfirmed };
}

const submit = () => screen.getByRole("button", { name: /^(Получить код|Сохранить пароль)$/ });
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function goToStep1() {
  answerCalls({ ...appCalls, [RESET]: () => ({ errorCode: 0, message: "Код для восстановления пароля отправлен на +7 900 ***-**-01" }) });
  renderReset({ ...emptySignInData, phone: "+7 (900) 000-00-01" });
  fireEvent.click(submit());
  await screen.findByLabelText(/Код из сообщения/);
}

beforeEach(() => call.mockReset());

describe("password reset, step 0", () => {
  it("keeps submit disabled without a phone, and without an e-mail when e-mail is chosen", () => {
    answerCalls(appCalls);
    renderReset();
    expect(submit()).toBeDisabled();
    type(/Телефон/, "9000000001");
    expect(submit()).toBeEnabled();
    fireEvent.click(screen.getByLabelText("По e-mail"));
    expect(submit()).toBeDisabled();
    type(/E-mail/, "buyer@demo.test");
    expect(submit()).toBeEnabled();
  });

  it("opens with the phone and e-mail of the sign-in form", () => {
    answerCalls(appCalls);
    renderReset({ kind: "email", phone: "+7 (900) 000-00-01", email: "buyer@demo.test", password: "" });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue("buyer@demo.test");
    fireEvent.click(screen.getByLabelText("По телефону"));
    expect(screen.getByLabelText(/Телефон/)).toHaveValue("+7 (900) 000-00-01");
  });

  it("sends the phone as digits without +7 and moves to step 1 with the server's message", async () => {
    await goToStep1();
    expect(bodiesSentTo(RESET)).toEqual([{ phone: "9000000001" }]);
    expect(screen.getByRole("status")).toHaveTextContent("Код для восстановления пароля отправлен на +7 900 ***-**-01");
  });

  it("shows errorCode 1 on the phone field, not as a general message", async () => {
    answerCalls({
      ...appCalls,
      [RESET]: () => {
        throw new ApiError({ status: 400, message: "Пользователь с такими данными не найден", errorCode: 1, errors: { phone: ["Пользователь с такими данными не найден"] } });
      },
    });
    renderReset({ ...emptySignInData, phone: "+7 (900) 999-99-99" });
    fireEvent.click(submit());
    const field = screen.getByLabelText(/Телефон/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription("Пользователь с такими данными не найден");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});

describe("password reset, step 1", () => {
  it("sends a new code to the same phone only after a minute's countdown; «Изменить телефон или e-mail» goes back", async () => {
    jest.useFakeTimers();
    try {
      await goToStep1();
      expect(screen.getByRole("button", { name: "Получить код ещё раз через 60 с" })).toBeDisabled();
      for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
      fireEvent.click(screen.getByRole("button", { name: "Получить код ещё раз" }));
      await waitFor(() => expect(bodiesSentTo(RESET)).toEqual([{ phone: "9000000001" }, { phone: "9000000001" }]));
      expect(await screen.findByRole("button", { name: "Получить код ещё раз через 60 с" })).toBeDisabled();
      expect(screen.getByLabelText(/Код из сообщения/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Изменить телефон или e-mail" }));
      expect(screen.getByLabelText(/Телефон/)).toHaveValue("+7 (900) 000-00-01");
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps submit disabled until the code, the password and its repeat are all filled", async () => {
    await goToStep1();
    expect(submit()).toBeDisabled();
    type(/Код из сообщения/, "123456");
    expect(submit()).toBeDisabled();
    type(/Новый пароль/, "new-secret-1");
    expect(submit()).toBeDisabled();
    type(/Повторите пароль/, "new-secret-1");
    expect(submit()).toBeEnabled();
    type(/Код из сообщения/, "");
    expect(submit()).toBeDisabled();
  });

  it("puts a repeatPassword error on the repeat field and drops the general message", async () => {
    await goToStep1();
    answerCalls({
      ...appCalls,
      [RESET]: () => {
        throw new ApiError({ status: 400, message: "Проверьте правильность заполнения полей", errors: { repeatPassword: ["Пароли не совпадают"] } });
      },
    });
    type(/Код из сообщения/, "123456");
    type(/Новый пароль/, "new-secret-1");
    type(/Повторите пароль/, "new-secret-2");
    fireEvent.click(submit());
    const repeat = screen.getByLabelText(/Повторите пароль/);
    await waitFor(() => expect(repeat).toHaveAttribute("aria-invalid", "true"));
    expect(repeat).toHaveAccessibleDescription("Пароли не совпадают");
    expect(screen.queryByText("Проверьте правильность заполнения полей")).not.toBeInTheDocument();
  });

  it("hands the phone and the new password back to sign-in after a confirmed reset", async () => {
    answerCalls({ ...appCalls, [RESET]: () => ({ errorCode: 0, message: "Код отправлен" }) });
    const { onConfirmed } = renderReset({ ...emptySignInData, phone: "+7 (900) 000-00-01" });
    fireEvent.click(submit());
    await screen.findByLabelText(/Код из сообщения/);
    answerCalls({ ...appCalls, [RESET]: () => ({ errorCode: 0, message: "Пароль изменён. Войдите с новым паролем." }) });
    type(/Код из сообщения/, "123456");
    type(/Новый пароль/, "new-secret-1");
    type(/Повторите пароль/, "new-secret-1");
    fireEvent.click(submit());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(onConfirmed).toHaveBeenCalledWith({ kind: "phone", phone: "+7 (900) 000-00-01", email: "", password: "new-secret-1" }, "Пароль изменён. Войдите с новым паролем.");
    expect(bodiesSentTo(RESET)[1]).toEqual({ phone: "9000000001", code: "123456", password: "new-secret-1", repeatPassword: "new-secret-1" });
  });
});
