import { fireEvent, render, screen } from "@testing-library/react";
import { IntentLink } from "@/components/ui/intent-link";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

describe("IntentLink", () => {
  beforeEach(() => prefetch.mockClear());

  it("is a plain link that asks for its page only when the user reaches for it", () => {
    const onFocus = jest.fn();
    render(
      <IntentLink href="/cart" className="badge" onFocus={onFocus}>
        Корзина
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Корзина" });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(link.className).toBe("badge");
    // Rendered (and so "in view"): nothing fetched yet.
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenLastCalledWith("/cart");
    fireEvent.focus(link);
    expect(onFocus).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });
});
