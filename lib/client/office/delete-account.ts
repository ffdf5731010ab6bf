"use client";

import type { TSuccess } from "@/lib/contracts/user";
import { call } from "../api";
import { clearToken } from "../auth-token";
import { eraseIdentityCookie } from "../auth/identity-cookie";

/**
 * DELETE /api/v2/user, then the browser forgets the session and opens the catalogue as a visitor: a
 * whole new page, so nothing of the deleted account stays in memory (and no screen asks to sign in).
 */
export async function deleteAccount(goTo: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  await call<TSuccess>("v2/user", { method: "DELETE" });
  clearToken();
  eraseIdentityCookie();
  goTo("/catalog");
}
