import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { UserMenu } from "@/components/shell/user-menu";
import { readAuthHistory } from "@/lib/client/auth/auth-history";
import { ApiError, answerCalls, bodiesSentTo, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

const refresh = jest.fn();
jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }) }));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

const buyer = { id: 1, publicIdentity: "Иван Петров", companyName: "ООО \"Ромашка\"", hasMultiCompany: false };
const multi = { id: 2, publicIdentity: "Мульти Пользователь", companyName: "ООО \"Альфа\"", hasMultiCompany: true };

beforeEach(() => {
  call.mockReset();
  refresh.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/catalog");
});

function signedInAs(user: object, handlers: Record<string, (options: { json?: unknown }) => unknown> = {}) {
  window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
  window.localStorage.setItem("B2B_USER_TOKEN", "token-1");
  document.cookie = "b2b_identity=u.sig; path=/";
  answerCalls({
    "v1/user/current-user": () => {
      if (!window.sessionStorage.getItem("B2B_USER_TOKEN")) throw new ApiError({ status: 401 });
      return user;
    },
    ...handlers,
  });
  return renderWithProviders(<UserMenu />);
}

describe("user menu", () => {
  it("offers sign-in and sign-up to a visitor", async () => {
    answerCalls({});
    renderWithProviders(<UserMenu />);
    fireEvent.click(await screen.findByRole("button", { name: "Войти" }));
    expect(readAuthHistory().openedAuth).toBe("signin");
    window.history.replaceState(null, "", "/catalog");
    fireEvent.click(screen.getByRole("button", { name: "Регистрация" }));
    expect(readAuthHistory().openedAuth).toBe("signup");
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the user and company, and signs out clearing tokens and the identity cookie", async () => {
    signedInAs(buyer, { "v2/user/sign-out": () => ({ message: "Вы вышли из аккаунта" }) });
    const trigger = await screen.findByRole("button", { name: "Меню пользователя Иван Петров" });
    expect(trigger).toHaveTextContent("ООО \"Ромашка\"");
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole("button", { name: "Выйти" }));
    expect(await screen.findByRole("button", { name: "Войти" })).toBeInTheDocument();
    expect(bodiesSentTo("v2/user/sign-out")).toHaveLength(1);
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
    expect(window.localStorage.getItem("B2B_USER_TOKEN")).toBeNull();
    expect(document.cookie).not.toContain("b2b_identity=u.sig");
    expect(refresh).toHaveBeenCalled();
  });

  it("signs out locally even when the session had already expired, without asking to sign in", async () => {
    signedInAs(buyer, {
      "v2/user/sign-out": () => {
        throw new ApiError({ status: 401, message: "Сессия истекла" });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: /Меню пользователя/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Выйти" }));
    expect(await screen.findByRole("button", { name: "Войти" })).toBeInTheDocument();
    expect(window.sessionStorage.getItem("B2B_USER_TOKEN")).toBeNull();
    expect(readAuthHistory().openedAuth).toBeNull();
  });

  it("lets a user of several companies switch the active one and reloads the data", async () => {
    let active = 1;
    const companies = [
      { id: 1, name: "ООО \"Альфа\"" },
      { id: 2, name: "ООО \"Бета\"" },
    ];
    signedInAs(multi, {
      "v1/user/company-list": () => ({ items: companies.map((c) => ({ ...c, isActive: c.id === active })), meta: { currentPage: 1, pageCount: 1, totalCount: 2, perPage: 100 } }),
      "v1/user/set-company": (options) => {
        active = (options.json as { id: number }).id;
        return { company: companies[active - 1] };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: /Меню пользователя/ }));
    const list = await screen.findByRole("region", { name: "Компании" });
    const current = await within(list).findByRole("button", { name: /Альфа/ });
    expect(current).toHaveAttribute("aria-current", "true");
    fireEvent.click(within(list).getByRole("button", { name: /Бета/ }));
    await waitFor(() => expect(bodiesSentTo("v1/user/set-company")).toEqual([{ id: 2 }]));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    // The user (and everything else) is fetched again for the new company.
    await waitFor(() => expect(call.mock.calls.filter(([path]) => path === "v1/user/current-user").length).toBeGreaterThan(1));
  });
});
