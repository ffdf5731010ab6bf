import { startupRedirect } from "@/lib/shared/startup-redirect";

describe("startupRedirect (spec §2 startup redirects)", () => {
  it("sends / to /catalog only when the setting is on and there is no query", () => {
    expect(startupRedirect("/", "", true)).toBe("/catalog");
    expect(startupRedirect("/", "?utm=1", true)).toBeNull();
    expect(startupRedirect("/", "", false)).toBeNull();
  });

  it("turns /content?content=slug into /content/slug", () => {
    expect(startupRedirect("/content", "?content=reglament", false)).toBe("/content/reglament");
    expect(startupRedirect("/content", "", false)).toBeNull();
  });

  it("moves /news/{id} to /posts/news/{id} keeping the query", () => {
    expect(startupRedirect("/news/42", "?from=mail", false)).toBe("/posts/news/42?from=mail");
    expect(startupRedirect("/news/42", "", false)).toBe("/posts/news/42");
  });

  it("removes erid from /catalog and keeps the other keys", () => {
    expect(startupRedirect("/catalog", "?erid=abc&section=5", false)).toBe("/catalog?section=5");
    expect(startupRedirect("/catalog", "?erid=abc", false)).toBe("/catalog");
    expect(startupRedirect("/catalog", "?section=5", false)).toBeNull();
  });
});
