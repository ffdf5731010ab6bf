import "server-only";

/** How an order's author is shown: "Фамилия Имя", else the e-mail or phone they signed up with. */
export function personName(user: { id: number; lastName: string | null; firstName: string | null; email: string | null; phone: string | null }): string {
  const name = [user.lastName, user.firstName].filter(Boolean).join(" ").trim();
  return name || user.email || (user.phone ? `+7${user.phone}` : `#${user.id}`);
}
