import { renderProductImage } from "@/lib/server/catalog/render-product-image";

describe("renderProductImage", () => {
  const input = { name: "Автоматический выключатель ВА47-29 1P 16А", article: "MVA20-1-016-C", groupSlug: "circuit-breaker", brand: "IEK" };

  it("draws a 400×400 SVG with the brand and the article, the same every time", () => {
    const svg = renderProductImage(input);
    expect(svg).toBe(renderProductImage(input));
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
    expect(svg).toContain(">IEK</text>");
    expect(svg).toContain(">MVA20-1-016-C</text>");
  });

  it("escapes XML in every text", () => {
    const svg = renderProductImage({ name: 'Щит "A" <b>&', article: "<x>&'", groupSlug: "plastic-box", brand: "A&B" });
    expect(svg).not.toMatch(/<b>|<x>/);
    expect(svg).toContain("A&amp;B");
    expect(svg).toContain("&lt;x&gt;&amp;&apos;");
    expect(svg).toContain("Щит &quot;A&quot; &lt;b&gt;&amp;");
  });

  it("tints by group and falls back to a generic picture for unknown groups", () => {
    const a = renderProductImage(input);
    const b = renderProductImage({ ...input, groupSlug: "led-lamp" });
    expect(a.match(/fill="(hsl[^"]+)"/)?.[1]).not.toBe(b.match(/fill="(hsl[^"]+)"/)?.[1]);
    expect(renderProductImage({ ...input, groupSlug: "something-new", brand: null })).toContain("<svg");
  });
});
