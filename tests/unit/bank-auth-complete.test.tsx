import { StrictMode } from "react";
import { screen, waitFor } from "@testing-library/react";
import { BankSignInComplete } from "@/components/bank-auth/bank-sign-in-complete";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }) }));

const COMPLETE = "v2/user/bank/localbank/complete";
const signedIn = { authToken: "bank-token", identityCookie: { name: "b2b_identity", value: "u-1.sig" }, message: "Вы вошли через Локальный банк" };

function renderAt(query: string, supportEmail: string | null = "help@shop.test") {
  window.history.replaceState(null, "", `/auth/localbank/complete${query}`);
  return renderWithProviders(
    <StrictMode>
      <BankSignInComplete provider="localbank" providerName="Локальный банк" supportEmail={supportEmail} />
    </StrictMode>,
  );
}

beforeEach(() => {
  call.mockReset();
  replace.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie = "b2b_identity=; path=/; max-age=0";
});

describe("/auth/{provider}/complete", () => {
  it("posts the query once (even in Strict Mode), stores the sign-in and replaces the route with /", async () => {
    answerCalls({ [COMPLETE]: () => ({ ...signedIn, rememberMe: true }) });
    renderAt("?code=c-1&state=s-1&iss=http%3A%2F%2Flocalhost%3A3901");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(bodiesSentTo(COMPLETE)).toEqual([{ code: "c-1", state: "s-1", iss: "http://localhost:3901" }]);
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("bank-token");
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBe("bank-token");
    expect(window.localStorage.getItem("B2B_AUTH_INITIAL")).toBe("signin");
    expect(document.cookie).toContain("b2b_identity=u-1.sig");
  });

  it("keeps the token for the tab only when the sign-in was not to be remembered", async () => {
    answerCalls({ [COMPLETE]: () => ({ ...signedIn, rememberMe: false }) });
    renderAt("?code=c-1&state=s-1");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("bank-token");
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("sends a person without an account to sign-up with the bank's data", async () => {
    const data = { email: "m@bank.test", phone: "+7 900 555-12-34", name: "Новикова Мария", firstname: "Мария", lastname: "Новикова", middlename: null };
    answerCalls({ [COMPLETE]: () => ({ step: "signup", message: "Зарегистрируйтесь", data }) });
    renderAt("?code=c-1&state=s-1");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/user/sign-up"));
    expect(JSON.parse(window.sessionStorage.getItem("B2B_BANK_SIGNUP") ?? "null")).toEqual({ provider: "localbank", ...data });
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("shows the failure page with the server's message and the ways on", async () => {
    answerCalls({
      [COMPLETE]: () => {
        throw new ApiError({ status: 400, message: "Сеанс входа через банк устарел или недействителен. Начните вход заново." });
      },
    });
    renderAt("?code=bogus&state=bogus");
    expect(await screen.findByRole("heading", { level: 1, name: "Возникла техническая ошибка" })).toBeInTheDocument();
    expect(screen.getByText(/При использовании сервиса банка произошла ошибка/)).toBeInTheDocument();
    expect(screen.getByText(/Сеанс входа через банк устарел/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Попробовать ещё раз" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", "/user/sign-up");
    expect(screen.getByRole("link", { name: "Написать в поддержку" })).toHaveAttribute("href", "mailto:help@shop.test");
    expect(replace).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("hides the support button when the site has no support address", async () => {
    answerCalls({
      [COMPLETE]: () => {
        throw new ApiError({ status: 503 });
      },
    });
    renderAt("?code=c&state=s", null);
    expect(await screen.findByRole("heading", { level: 1, name: "Возникла техническая ошибка" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Написать в поддержку" })).toBeNull();
  });
});
