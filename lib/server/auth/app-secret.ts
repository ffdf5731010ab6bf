import "server-only";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { getEnv } from "../env";

const globalForSecret = globalThis as unknown as { __b2bAuthSecret?: string };

function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: created below.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx" so that two processes starting together agree on the first one's secret.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}

/**
 * The key that signs identity cookies and local captcha challenges: AUTH_SECRET when set (required for
 * several instances without a shared DATA_DIR), else a random key kept in DATA_DIR/auth-secret so it
 * survives restarts. Tests use a per-process key and write nothing.
 */
export function getAuthSecret(): string {
  if (globalForSecret.__b2bAuthSecret) return globalForSecret.__b2bAuthSecret;
  const env = getEnv();
  const secret = env.AUTH_SECRET ?? (env.NODE_ENV === "test" ? randomBytes(32).toString("base64url") : readOrCreateSecretFile(env.dataDir));
  globalForSecret.__b2bAuthSecret = secret;
  return secret;
}
