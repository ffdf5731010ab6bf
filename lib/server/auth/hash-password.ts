import "server-only";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's defaults are argon2id with 19 MiB of memory, 2 passes and 1 lane: the OWASP
// recommendation, about 25 ms a hash here. Its Algorithm enum is a const enum we cannot import under
// isolatedModules, so we rely on the default and test that the hash says "argon2id".

/**
 * An argon2id hash in PHC format. A random salt is used unless one is given: the demo seed passes a
 * fixed one so the same seed gives the same rows.
 */
export async function hashPassword(plain: string, opts: { salt?: Uint8Array } = {}): Promise<string> {
  return hash(plain, opts.salt ? { salt: opts.salt } : undefined);
}

/** Whether `plain` matches `passwordHash`; a malformed or empty hash never matches. */
export async function verifyPassword(passwordHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
