import "server-only";
import type { TAuthSuccess } from "@/lib/contracts/auth";
import type { TTx } from "../db/client";
import type { TSite } from "../sites/resolve-site";
import { createSession } from "./create-session";
import { identityCookieFor } from "./identity-cookie";

/** Starts a session and builds the signed-in answer every sign-in path returns. */
export async function issueAuthToken(
  { site, tx }: { site: Pick<TSite, "id">; tx?: TTx },
  { user, rememberMe, message }: { user: { id: number; uuid: string }; rememberMe: boolean; message: string },
): Promise<TAuthSuccess> {
  const { token } = await createSession({ site, tx }, { userId: user.id, rememberMe });
  return { authToken: token, identityCookie: identityCookieFor({ site }, user.uuid), message };
}
