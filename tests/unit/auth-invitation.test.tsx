import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { openAuth, readAuthHistory } from "@/lib/client/auth/auth-history";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { appCalls, renderWithProviders } from "./auth-render";

const push = jest.fn();
jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/user/signin-by-invitation", useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const INVITE = "v2/user/signin-by-invitation";

function openInvitation(handlers: Record<string, () => unknown>, url = "/user/signin-by-invitation?invitation=inv-42") {
  window.history.replaceState(null, "", url);
  answerCalls({
    ...appCalls,
    "v1/user/current-user": () => {
      if (!window.sessionStorage.getItem("B2B_USER_TOKEN")) throw new ApiError({ status: 401 });
      return { id: 3, publicIdentity: "Приглашённый", hasMultiCompany: false };
    },
    ...handlers,
  });
  act(() => openAuth("signin-by-invitation"));
  return renderWithProviders(<AuthDialogHost />);
}

const dialog = () => screen.getByRole("dialog", { name: "Вход по приглашению" });
const submit = () => within(dialog()).getByRole("button", { name: "Войти" });

beforeEach(() => {
  call.mockReset();
  push.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("invitation sign-in", () => {
  it("takes the invitation from the address and keeps submit disabled while anything is empty", async () => {
    openInvitation({});
    await screen.findByRole("dialog", { name: "Вход по приглашению" });
    expect(within(dialog()).getByLabelText(/^Приглашение/)).toHaveValue("inv-42");
    expect(submit()).toBeDisabled();
    fireEvent.change(within(dialog()).getByLabelText(/^Код приглашения/), { target: { value: "123456" } });
    expect(submit()).toBeEnabled();
    fireEvent.change(within(dialog()).getByLabelText(/^Приглашение/), { target: { value: " " } });
    expect(submit()).toBeDisabled();
  });

  it("stores the token and goes to /catalog", async () => {
    openInvitation({ [INVITE]: () => ({ authToken: "token-inv", identityCookie: { name: "b2b_identity", value: "x" }, message: "Добро пожаловать" }) });
    await screen.findByRole("dialog", { name: "Вход по приглашению" });
    fireEvent.change(within(dialog()).getByLabelText(/^Код приглашения/), { target: { value: "123456" } });
    fireEvent.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/catalog"));
    expect(bodiesSentTo(INVITE)).toEqual([{ invitation: "inv-42", code: "123456", rememberMe: true }]);
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-inv");
    expect(readAuthHistory().openedAuth).toBeNull();
  });

  it("shows an answer that holds only a message", async () => {
    openInvitation({ [INVITE]: () => ({ message: "Вы уже состоите в этой компании" }) });
    await screen.findByRole("dialog", { name: "Вход по приглашению" });
    fireEvent.change(within(dialog()).getByLabelText(/^Код приглашения/), { target: { value: "123456" } });
    fireEvent.click(submit());
    expect(await within(dialog()).findByRole("status")).toHaveTextContent("Вы уже состоите в этой компании");
    expect(push).not.toHaveBeenCalled();
  });

  it("shows a wrong code on the code field", async () => {
    openInvitation({
      [INVITE]: () => {
        throw new ApiError({ status: 400, message: "Неверный код приглашения", errors: { code: ["Неверный код приглашения"] } });
      },
    });
    await screen.findByRole("dialog", { name: "Вход по приглашению" });
    fireEvent.change(within(dialog()).getByLabelText(/^Код приглашения/), { target: { value: "000000" } });
    fireEvent.click(submit());
    await waitFor(() => expect(within(dialog()).getByLabelText(/^Код приглашения/)).toHaveAccessibleDescription("Неверный код приглашения"));
  });

  it("reopens sign-in on 401", async () => {
    openInvitation({
      [INVITE]: () => {
        throw new ApiError({ status: 401, message: "Требуется авторизация" });
      },
    });
    await screen.findByRole("dialog", { name: "Вход по приглашению" });
    fireEvent.change(within(dialog()).getByLabelText(/^Код приглашения/), { target: { value: "123456" } });
    fireEvent.click(submit());
    expect(await screen.findByRole("dialog", { name: "Вход" })).toBeInTheDocument();
    expect(readAuthHistory().openedAuth).toBe("signin");
  });
});
