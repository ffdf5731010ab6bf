import "server-only";
import { eq } from "drizzle-orm";
import { newPasswordProblem } from "../auth/check-new-password";
import { hashPassword } from "../auth/hash-password";
import { getDb } from "../db/client";
import { exchangeAccounts, type TExchangeSettings } from "../db/schema";
import { AppError } from "../http/app-error";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// The seller console's texts, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "sellerConsole.exchange");

export type TSetExchangeAccountInput = {
  login?: string;
  /** Stored only as its argon2 hash. */
  password?: string;
  /** Fields given replace the stored ones; the others stay. */
  settings?: TExchangeSettings;
};

/**
 * Creates or changes a site's 1C exchange account (one per site): the login and password 1C's exchange
 * settings hold, and how the exchange reads its packages. A new account needs both login and password;
 * a later call may change any one part.
 */
export async function setExchangeAccount(siteId: number, input: TSetExchangeAccountInput): Promise<{ login: string; created: boolean; passwordChanged: boolean; settings: TExchangeSettings }> {
  const login = input.login?.trim();
  // Basic auth splits "login:password" at the first colon: a colon in the login could never sign in.
  if (login !== undefined && (!login || login.includes(":") || login.length > 100)) throw new AppError("BAD_REQUEST", t("badLogin"));
  if (input.password !== undefined) {
    const problem = newPasswordProblem(operatorLocale, input.password);
    if (problem) throw new AppError("BAD_REQUEST", t("badPassword", { problem }));
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);

  return getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(exchangeAccounts).where(eq(exchangeAccounts.siteId, siteId)).limit(1);
    const settings: TExchangeSettings = { ...current?.settings, ...withoutUndefined(input.settings ?? {}) };
    if (!current) {
      if (!login || !passwordHash) throw new AppError("BAD_REQUEST", t("noAccount"));
      await tx.insert(exchangeAccounts).values({ siteId, login, passwordHash, settings });
      return { login, created: true, passwordChanged: true, settings };
    }
    await tx
      .update(exchangeAccounts)
      .set({ login: login ?? current.login, passwordHash: passwordHash ?? current.passwordHash, settings, updatedAt: new Date() })
      .where(eq(exchangeAccounts.siteId, siteId));
    return { login: login ?? current.login, created: false, passwordChanged: passwordHash !== undefined, settings };
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
