/** The personal area's screens, in the order of its tabs and of the account menu. */
export const officeSections = [
  { section: "profile", href: "/user" },
  { section: "notifications", href: "/user/notifications" },
  { section: "cards", href: "/user/cards" },
  { section: "company", href: "/user/company" },
] as const;

export type TOfficeSection = (typeof officeSections)[number]["section"];
