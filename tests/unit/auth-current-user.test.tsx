import { useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { readAuthHistory } from "@/lib/client/auth/auth-history";
import { fetchCurrentUser, useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { ApiError, answerCalls, call } from "./auth-api-mock";
import { appCalls, renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/catalog");
});

describe("current user (spec §4 App start)", () => {
  it("is null without a stored token, with no call", async () => {
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("reads the token from localStorage when the tab has none (remembered sign-in)", async () => {
    window.localStorage.setItem("B2B_USER_TOKEN", "token-1");
    answerCalls({ "v1/user/current-user": () => ({ id: 1 }) });
    await expect(fetchCurrentUser()).resolves.toEqual({ id: 1 });
  });

  it("removes the token from both storages on 401 and stays a visitor", async () => {
    window.sessionStorage.setItem("B2B_USER_TOKEN", "dead");
    window.localStorage.setItem("B2B_USER_TOKEN", "dead");
    answerCalls({
      "v1/user/current-user": () => {
        throw new ApiError({ status: 401 });
      },
    });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBeNull();
  });

  it("keeps the token when the call fails for another reason", async () => {
    window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
    answerCalls({
      "v1/user/current-user": () => {
        throw new ApiError({ status: 503 });
      },
    });
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBe("token-1");
  });
});

function OrdersLikeScreen() {
  useQuery({
    queryKey: ["orders"],
    queryFn: async () => {
      throw new ApiError({ status: 401, message: "Сессия истекла или недействительна. Войдите снова." });
    },
  });
  return null;
}

/** A screen that loads personal data once the user is known, and gets 401 (the session was revoked). */
function OrdersOfSignedInUser() {
  const user = useCurrentUser();
  return user.data ? <OrdersLikeScreen /> : null;
}

function NeedsUser() {
  useRequireAuth();
  return null;
}

describe("401 anywhere", () => {
  it("forgets the dead token and opens sign-in", async () => {
    window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
    answerCalls({ ...appCalls, "v1/user/current-user": () => ({ id: 1, publicIdentity: "Иван", hasMultiCompany: false }) });
    renderWithProviders(
      <>
        <AuthDialogHost />
        <OrdersOfSignedInUser />
      </>,
    );
    expect(await screen.findByRole("dialog", { name: "Вход" })).toBeInTheDocument();
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
    expect(readAuthHistory().openedAuth).toBe("signin");
  });

  it("opens sign-in for a visitor on a screen that requires a user", async () => {
    answerCalls(appCalls);
    renderWithProviders(
      <>
        <AuthDialogHost />
        <NeedsUser />
      </>,
    );
    expect(await screen.findByRole("dialog", { name: "Вход" })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
