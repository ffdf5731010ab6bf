import { parseProductMediaFile, thumbnailSrc, thumbnailWidthFor, THUMBNAIL_WIDTHS } from "@/lib/shared/product-thumbnail";

describe("product thumbnails", () => {
  it("picks the smallest width at least twice the shown size, else the largest", () => {
    expect(thumbnailWidthFor(48)).toBe(96);
    expect(thumbnailWidthFor(72)).toBe(144);
    expect(thumbnailWidthFor(120)).toBe(240);
    expect(thumbnailWidthFor(200)).toBe(400);
    expect(thumbnailWidthFor(600)).toBe(400);
  });

  it("maps only generated pictures to their thumbnail", () => {
    expect(thumbnailSrc("/media/product/123.svg", 48)).toBe("/media/product/123-96.webp");
    expect(thumbnailSrc("/media/custom-product/7.jpg", 48)).toBe("/media/custom-product/7.jpg");
    expect(thumbnailSrc("https://example.com/media/product/1.svg", 48)).toBe("https://example.com/media/product/1.svg");
    expect(thumbnailSrc("blob:http://localhost/abc", 72)).toBe("blob:http://localhost/abc");
  });

  it("parses the picture and the allowed thumbnail names, nothing else", () => {
    expect(parseProductMediaFile("42.svg")).toEqual({ id: 42, width: null });
    for (const width of THUMBNAIL_WIDTHS) expect(parseProductMediaFile(`42-${width}.webp`)).toEqual({ id: 42, width });
    expect(parseProductMediaFile("42-97.webp")).toBeNull();
    expect(parseProductMediaFile("42-1000.webp")).toBeNull();
    expect(parseProductMediaFile("42.png")).toBeNull();
    expect(parseProductMediaFile("../42.svg")).toBeNull();
    expect(parseProductMediaFile("1234567890.svg")).toBeNull();
  });
});
