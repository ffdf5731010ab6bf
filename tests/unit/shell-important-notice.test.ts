import { shouldShowImportantNotice, type TImportantNoticeInput } from "@/lib/client/shell/important-notice";

const base: TImportantNoticeInput = { screen: "desktop", isVisitor: true, closedAt: null, notice: { hidden: false }, forced: false };

describe("important notice rule (spec §2)", () => {
  it("shows to a visitor on desktop who has not dismissed it", () => {
    expect(shouldShowImportantNotice(base)).toBe(true);
  });

  it("desktop only, visitors only, once per device", () => {
    expect(shouldShowImportantNotice({ ...base, screen: "tablet" })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, screen: "mobile" })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, screen: null })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, isVisitor: false })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, closedAt: "1735689600000" })).toBe(false);
  });

  it("hidden by configuration; nothing to show without a configured notice", () => {
    expect(shouldShowImportantNotice({ ...base, notice: { hidden: true } })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, notice: null })).toBe(false);
    expect(shouldShowImportantNotice({ ...base, notice: null, forced: true })).toBe(false);
  });

  it("forced open by navigation state, whatever else", () => {
    expect(shouldShowImportantNotice({ ...base, forced: true, screen: "mobile", isVisitor: false, closedAt: "1", notice: { hidden: true } })).toBe(true);
  });
});
