import { closeContentHash, parseContentHash } from "@/components/content/content-hash";

describe("content hash (spec §2 overlays driven by the URL)", () => {
  it("names a content page or a feed post; anything else is no dialog", () => {
    expect(parseContentHash("#/content/reglament")).toEqual({ kind: "content", slug: "reglament" });
    expect(parseContentHash("#/content/usloviya-sbora-cookies/")).toEqual({ kind: "content", slug: "usloviya-sbora-cookies" });
    expect(parseContentHash("#/posts/news/novyy-sklad-v-kazani")).toEqual({ kind: "post", feed: "news", item: "novyy-sklad-v-kazani" });
    expect(parseContentHash("#/posts/news/12")).toEqual({ kind: "post", feed: "news", item: "12" });
    for (const hash of ["", "#", "#content", "#/content/", "#/content/Регламент", "#/content/a/b", "#/posts/news", "#/posts/news/a/b", "#/content/<script>"]) {
      expect(parseContentHash(hash)).toBeNull();
    }
  });

  it("clears the hash in place when the dialog was opened by the address", () => {
    window.history.replaceState(null, "", "/catalog?page=2#/content/reglament");
    const length = window.history.length;
    const changed = jest.fn();
    window.addEventListener("b2b:content-hash", changed);
    closeContentHash();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/catalog?page=2");
    expect(window.history.length).toBe(length);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("goes back when the hash came by navigating on the page", () => {
    window.history.replaceState(null, "", "/catalog");
    window.location.hash = "#/content/reglament";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    closeContentHash();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
