import "server-only";
import { formatPhone } from "@/lib/shared/phone";
import type { TUserRow } from "../auth/authenticate";

/** Stored 10 digits → "+79000000001". */
export function phoneE164(phone: string | null): string | null {
  return phone && /^\d{10}$/.test(phone) ? `+7${phone}` : phone;
}

/** The name others see: "Фамилия Имя", else the e-mail, else the phone. */
export function publicIdentityOf(user: Pick<TUserRow, "id" | "lastName" | "firstName" | "email" | "phone">): string {
  const name = [user.lastName, user.firstName].filter(Boolean).join(" ");
  if (name) return name;
  if (user.email) return user.email;
  if (user.phone) return formatPhone(user.phone);
  return `#${user.id}`;
}
