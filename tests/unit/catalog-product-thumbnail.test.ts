import { parseProductMediaFile, productPictureSrc, thumbnailSrc, thumbnailWidthFor, THUMBNAIL_WIDTHS } from "@/lib/shared/product-thumbnail";

const HASH = "0123456789ab";

describe("product thumbnails", () => {
  it("picks the smallest width at least twice the shown size, else the largest", () => {
    expect(thumbnailWidthFor(48)).toBe(96);
    expect(thumbnailWidthFor(72)).toBe(144);
    expect(thumbnailWidthFor(120)).toBe(240);
    expect(thumbnailWidthFor(200)).toBe(400);
    expect(thumbnailWidthFor(600)).toBe(400);
  });

  it("names a real picture by its content hash, and the generated one without", () => {
    expect(productPictureSrc(5, { hash: HASH, ext: "jpg" })).toBe(`/media/product/5-${HASH}.jpg`);
    expect(productPictureSrc(5, null)).toBe("/media/product/5.svg");
  });

  it("maps generated and real product pictures to their thumbnail, nothing else", () => {
    expect(thumbnailSrc("/media/product/123.svg", 48)).toBe("/media/product/123-96.webp");
    for (const ext of ["jpg", "png", "webp", "gif"]) expect(thumbnailSrc(`/media/product/123-${HASH}.${ext}`, 200)).toBe(`/media/product/123-${HASH}-400.webp`);
    expect(thumbnailSrc("/media/custom-product/7.jpg", 48)).toBe("/media/custom-product/7.jpg");
    expect(thumbnailSrc("https://example.com/media/product/1.svg", 48)).toBe("https://example.com/media/product/1.svg");
    expect(thumbnailSrc("blob:http://localhost/abc", 72)).toBe("blob:http://localhost/abc");
  });

  it("parses the pictures and the allowed thumbnail names, nothing else", () => {
    expect(parseProductMediaFile("42.svg")).toEqual({ id: 42, hash: null, ext: "svg", width: null });
    for (const width of THUMBNAIL_WIDTHS) {
      expect(parseProductMediaFile(`42-${width}.webp`)).toEqual({ id: 42, hash: null, ext: "webp", width });
      expect(parseProductMediaFile(`42-${HASH}-${width}.webp`)).toEqual({ id: 42, hash: HASH, ext: "webp", width });
    }
    expect(parseProductMediaFile(`42-${HASH}.jpg`)).toEqual({ id: 42, hash: HASH, ext: "jpg", width: null });
    expect(parseProductMediaFile(`42-${HASH}.gif`)).toEqual({ id: 42, hash: HASH, ext: "gif", width: null });
    expect(parseProductMediaFile("42-97.webp")).toBeNull();
    expect(parseProductMediaFile("42-1000.webp")).toBeNull();
    expect(parseProductMediaFile(`42-${HASH}-96.jpg`)).toBeNull();
    expect(parseProductMediaFile(`42-${HASH}.svg`)).toBeNull();
    expect(parseProductMediaFile("42-0123456789AB.jpg")).toBeNull();
    expect(parseProductMediaFile("42.png")).toBeNull();
    expect(parseProductMediaFile("../42.svg")).toBeNull();
    expect(parseProductMediaFile("1234567890.svg")).toBeNull();
  });
});
