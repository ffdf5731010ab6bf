/** What a key does in a tree view (WAI-ARIA APG tree pattern), for the focused item. */
export type TTreeMove = "next" | "prev" | "first" | "last" | "expand" | "collapse" | "firstChild" | "parent";

export type TTreeItemState = { hasChildren: boolean; isOpen: boolean; canCollapse: boolean };

/**
 * Down / Up move through the visible items, Home / End to the first and last; Right opens a closed
 * branch or moves into an open one; Left closes an open branch or moves to the parent. Enter is the
 * link's own (opens the section). Other keys: null, the browser's.
 */
export function treeKeyMove(key: string, item: TTreeItemState): TTreeMove | null {
  switch (key) {
    case "ArrowDown":
      return "next";
    case "ArrowUp":
      return "prev";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "ArrowRight":
      if (!item.hasChildren) return null;
      return item.isOpen ? "firstChild" : "expand";
    case "ArrowLeft":
      return item.isOpen && item.canCollapse ? "collapse" : "parent";
    default:
      return null;
  }
}
