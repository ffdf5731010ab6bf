import { fireEvent, screen, within } from "@testing-library/react";
import { HelpMenu } from "@/components/shell/help-menu";
import { initialsOf } from "@/components/shell/manager-dialog";
import type { THelpMenuConfig } from "@/lib/contracts/help";
import { answerCalls, call } from "./auth-api-mock";
import { renderWithProviders } from "./auth-render";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));
jest.mock("next/navigation", () => ({ usePathname: () => "/catalog", useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }) }));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

const config: THelpMenuConfig = {
  linksHeading: "Полезные ссылки продавца",
  links: [
    { title: "Условия оферты", href: "/content/usloviya-oferty" },
    { title: "Прайс-лист", href: "https://files.example/price.xlsx" },
  ],
  videoManuals: [
    { title: "Как оформить заказ", href: "https://video.example/zakaz", description: "Поиск, корзина, заказ.", duration: "4:10" },
    { title: "Спецификации", href: "https://video.example/spec" },
  ],
};

const anna = { id: 7, name: "Анна Смирнова", position: "Менеджер по продажам", phone: "+7 900 111-22-33", email: "anna@elektro-opt.test" };
const oleg = { id: 8, name: "Олег Иванов", position: null, phone: null, email: "oleg@elektro-opt.test" };

beforeEach(() => {
  call.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function signedIn(managers: object[]) {
  window.sessionStorage.setItem("B2B_USER_TOKEN", "token-1");
  answerCalls({
    "v1/user/current-user": () => ({ id: 1, publicIdentity: "Иван Петров", companyName: "ООО «Ромашка»", hasMultiCompany: false }),
    "v1/user/company": () => ({ id: 3, name: "ООО «Ромашка»", managers }),
  });
}

const openMenu = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Помощь" }));
  return screen.findByRole("dialog", { name: "Помощь" });
};

describe("the help menu (spec §3 Help state)", () => {
  it("opens the manager dialog from a manager's name: initials, position, phone and e-mail to call and write", async () => {
    signedIn([anna, oleg]);
    renderWithProviders(<HelpMenu config={null} />);
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole("button", { name: "Анна Смирнова" }));
    const dialog = await screen.findByRole("dialog", { name: "Ваш менеджер" });
    expect(screen.queryByRole("dialog", { name: "Помощь" })).toBeNull();
    expect(within(dialog).getByText("АС")).toBeInTheDocument();
    expect(within(dialog).getByText("Менеджер по продажам")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Позвонить" })).toHaveAttribute("href", "tel:+7 900 111-22-33");
    expect(within(dialog).getByRole("link", { name: "Написать письмо" })).toHaveAttribute("href", "mailto:anna@elektro-opt.test");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Ваш менеджер" })).toBeNull();
  });

  it("gives a manager without a phone no call action", async () => {
    signedIn([oleg]);
    renderWithProviders(<HelpMenu config={null} />);
    fireEvent.click(await within(await openMenu()).findByRole("button", { name: "Олег Иванов" }));
    const dialog = await screen.findByRole("dialog", { name: "Ваш менеджер" });
    expect(within(dialog).queryByRole("link", { name: "Позвонить" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Написать письмо" })).toHaveAttribute("href", "mailto:oleg@elektro-opt.test");
  });

  it("lists the seller's links under the seller's heading: site pages in this tab, outside addresses in a new one", async () => {
    answerCalls({ "v1/user/current-user": () => null });
    renderWithProviders(<HelpMenu config={config} />);
    const menu = await openMenu();
    const links = within(menu).getByRole("navigation", { name: "Полезные ссылки продавца" });
    const page = within(links).getByRole("link", { name: "Условия оферты" });
    expect(page).toHaveAttribute("href", "/content/usloviya-oferty");
    expect(page).not.toHaveAttribute("target");
    const outside = within(links).getByRole("link", { name: "Прайс-лист (откроется в новой вкладке)" });
    expect(outside).toHaveAttribute("target", "_blank");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("opens the video-manual dialog with each video's description and duration", async () => {
    answerCalls({ "v1/user/current-user": () => null });
    renderWithProviders(<HelpMenu config={config} />);
    fireEvent.click(within(await openMenu()).getByRole("button", { name: "Видеоинструкции" }));
    const dialog = await screen.findByRole("dialog", { name: "Видеоинструкции" });
    const items = within(dialog).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "Как оформить заказ (откроется в новой вкладке)" })).toHaveAttribute("href", "https://video.example/zakaz");
    expect(items[0]).toHaveTextContent("Поиск, корзина, заказ.");
    expect(items[0]).toHaveTextContent("Длительность 4:10");
    expect(items[1]).not.toHaveTextContent("Длительность");
  });

  it("has no links, heading or video item when the seller configured none", async () => {
    answerCalls({ "v1/user/current-user": () => null });
    renderWithProviders(<HelpMenu config={null} />);
    const menu = await openMenu();
    expect(within(menu).queryByRole("navigation")).toBeNull();
    expect(within(menu).queryByRole("button", { name: "Видеоинструкции" })).toBeNull();
    expect(within(menu).getByRole("button", { name: "Войти" })).toBeInTheDocument();
  });

  it("takes up to two initials for the manager's picture", () => {
    expect(initialsOf("анна  смирнова петровна")).toBe("АС");
    expect(initialsOf("Олег")).toBe("О");
  });
});
