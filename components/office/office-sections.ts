/** The personal area's screens, in the order of its tabs and of the account menu. */
export const officeSections = [
  { section: "profile", href: "/user" },
  { section: "notifications", href: "/user/notifications" },
  { section: "cards", href: "/user/cards" },
  { section: "goldenClub", href: "/user/golden-club" },
  { section: "company", href: "/user/company" },
] as const;

export type TOfficeSection = (typeof officeSections)[number]["section"];

/**
 * The sections this viewer has: the golden club only where the site runs it (GET /api/v1/info's
 * featureFlags.goldenClub), «Моя компания» only with a company.
 */
export function visibleOfficeSections({ hasGoldenClub, hasCompany }: { hasGoldenClub: boolean; hasCompany: boolean }) {
  return officeSections.filter((item) => (item.section !== "goldenClub" || hasGoldenClub) && (item.section !== "company" || hasCompany));
}
