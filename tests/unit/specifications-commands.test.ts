import { commandsOf, type TSpecificationRef } from "@/components/specifications/commands-of";

const spec = (patch: Partial<TSpecificationRef>): TSpecificationRef => ({ id: 1, name: "Щит", description: "", shared: false, status: "active", canEdit: true, ...patch });

describe("what a specification's menu offers", () => {
  it("a reader (recommended, a colleague's shared one) may only copy, put into the cart and export", () => {
    expect(commandsOf(spec({ canEdit: false, shared: true }))).toEqual(["copy", "toCart", "export"]);
  });

  it("the author of an active one: everything but restore and delete forever, sharing or unsharing as it stands", () => {
    expect(commandsOf(spec({}))).toEqual(["copy", "rename", "share", "toCart", "export", "archive"]);
    expect(commandsOf(spec({ shared: true }))).toContain("unshare");
    expect(commandsOf(spec({}))).not.toContain("delete");
  });

  it("an archived one is read only: restore, copy, export, delete forever", () => {
    expect(commandsOf(spec({ status: "archived" }))).toEqual(["restore", "copy", "export", "delete"]);
  });
});
