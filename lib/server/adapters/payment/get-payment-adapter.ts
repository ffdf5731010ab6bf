import "server-only";
import { getEnv } from "../../env";
import { isLocalSbpBankAllowed, localSbpBank } from "./local-sbp-bank";
import type { TPaymentAdapter } from "./types";

/** The SBP provider of this deployment: the local bank simulator where allowed; none otherwise (no real bank is wired yet). */
export function getPaymentAdapter(): TPaymentAdapter | null {
  return isLocalSbpBankAllowed(getEnv()) ? localSbpBank : null;
}
