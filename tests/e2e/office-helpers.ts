import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "demo12345";

/** A bearer token of a demo account, through the sign-in call. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { authToken: string }).authToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The tab starts signed in with this token, the way sign-in stores it — once: a later page of the tab
 * (a reload, the catalogue after deleting the account) sees what the app itself left in storage.
 */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("e2e-token-given")) return;
    window.sessionStorage.setItem("e2e-token-given", "1");
    window.sessionStorage.setItem("B2B_USER_TOKEN", value);
  }, token);
}

let count = 0;

/**
 * A new account of its own, so a test may change a profile, a password or delete the account without
 * touching the seeded ones: multi@demo.test (Administrator of АО "Вектор") invites it into Вектор —
 * the company no other e2e test orders in — and it signs in by the invitation. Multi's active company
 * goes back to «Ромашка» afterwards.
 */
export async function newVectorAccount(request: APIRequestContext, role: "Administrator" | "Manager" | "buyer" = "buyer"): Promise<{ token: string; email: string }> {
  const multi = bearer(await tokenOf(request, "multi@demo.test"));
  const list = (await (await request.get("/api/v1/user/company-list", { headers: multi })).json()) as { items: { id: number; name: string }[] };
  const vector = list.items.find((c) => c.name.includes("Вектор"));
  const romashka = list.items.find((c) => c.name.includes("Ромашка"));
  if (!vector || !romashka) throw new Error("multi@demo.test is not in Вектор and Ромашка");
  count += 1;
  const email = `office-${Date.now()}-${count}@e2e.test`;
  let invitation: { invitation: string; code: string };
  try {
    expect((await request.post("/api/v1/user/set-company", { headers: multi, data: { id: vector.id } })).status()).toBe(200);
    const res = await request.post("/api/v1/company/invitations", { headers: multi, data: { email, role } });
    expect(res.status()).toBe(200);
    invitation = (await res.json()) as { invitation: string; code: string };
  } finally {
    await request.post("/api/v1/user/set-company", { headers: multi, data: { id: romashka.id } });
  }
  const signed = await request.post("/api/v2/user/signin-by-invitation", { data: { invitation: invitation.invitation, code: invitation.code } });
  expect(signed.status()).toBe(200);
  return { token: ((await signed.json()) as { authToken: string }).authToken, email };
}

/** "-48250.50" → "-48 250,50 ₽" with ordinary spaces (compare with the page's text after normaliseSpaces). */
export function roubles(value: string): string {
  const [whole, cents] = value.replace("-", "").split(".");
  return `${value.startsWith("-") ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${cents} ₽`;
}

export const normaliseSpaces = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");
