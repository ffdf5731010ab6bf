import { fireEvent, screen } from "@testing-library/react";
import { ProductGallery } from "@/components/catalog/product-gallery";
import { renderWithProviders } from "./auth-render";

const NAME = "Кабель ВВГнг 3x2.5";
const IMAGES = ["/media/product/7-0123456789ab.jpg", "/media/product/7-abcdef012345.png", "/media/product/7-aaaaaaaaaaaa.webp"];

// The shown picture is a link to its full-size file, named by the picture.
const mainPicture = () => screen.getByRole("link", { name: new RegExp(`^${NAME}`) });

describe("the product card's gallery", () => {
  it("shows the generated picture alone when the product has no real one", () => {
    renderWithProviders(<ProductGallery image="/media/product/7.svg" images={[]} name={NAME} />);
    expect(screen.getByAltText(NAME)).toHaveAttribute("src", "/media/product/7-400.webp");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows every picture as a thumbnail button; a click shows it large", () => {
    renderWithProviders(<ProductGallery image={IMAGES[0]} images={IMAGES} name={NAME} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Фото 1 из 3", "Фото 2 из 3", "Фото 3 из 3"]);
    expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
    expect(mainPicture()).toHaveAttribute("href", IMAGES[0]);
    fireEvent.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute("aria-pressed", "true");
    expect(mainPicture()).toHaveAttribute("href", IMAGES[1]);
    expect(screen.getByAltText(`${NAME}, фото 2 из 3`)).toHaveAttribute("src", "/media/product/7-abcdef012345-400.webp");
  });

  it("moves with the arrow keys, wraps round, and keeps the arrows from the dialog", () => {
    const dialogKeys = jest.fn();
    window.addEventListener("keydown", dialogKeys);
    renderWithProviders(<ProductGallery image={IMAGES[0]} images={IMAGES} name={NAME} />);
    const buttons = screen.getAllByRole("button");
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: "ArrowLeft" });
    expect(buttons[2]).toHaveAttribute("aria-pressed", "true");
    expect(buttons[2]).toHaveFocus();
    fireEvent.keyDown(buttons[2], { key: "ArrowRight" });
    expect(buttons[0]).toHaveFocus();
    expect(mainPicture()).toHaveAttribute("href", IMAGES[0]);
    expect(dialogKeys).not.toHaveBeenCalled();
    window.removeEventListener("keydown", dialogKeys);
  });
});
