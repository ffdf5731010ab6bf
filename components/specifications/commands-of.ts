/** What a command needs of a specification: the list's item and the full object both have it. */
export type TSpecificationRef = { id: number; name: string; description: string | null; shared: boolean; status: "active" | "archived"; canEdit: boolean };

export type TSpecificationCommand = "copy" | "rename" | "share" | "unshare" | "archive" | "restore" | "delete" | "toCart" | "export";

/** The commands a user may give on a specification: read-only ones (recommended, a colleague's) copy, go to the cart, export. */
export function commandsOf(spec: TSpecificationRef): TSpecificationCommand[] {
  if (!spec.canEdit) return ["copy", "toCart", "export"];
  if (spec.status === "archived") return ["restore", "copy", "export", "delete"];
  return ["copy", "rename", spec.shared ? "unshare" : "share", "toCart", "export", "archive"];
}
