import "server-only";
import { getEnv } from "../../env";
import { operatorLocale } from "../../i18n/operator-locale";
import { translator } from "../../i18n/translator";
import { logSms } from "./log-sms";
import { smsRuSms } from "./smsru-sms";
import type { TSmsAdapter } from "./types";

/** The SMS provider of SMS_PROVIDER; the log when none is configured. */
export function getSmsAdapter(): TSmsAdapter {
  const env = getEnv();
  if (env.SMS_PROVIDER === "smsru") {
    if (!env.SMS_API_KEY) throw new Error(translator(operatorLocale, "operatorErrors")("smsNeedsKey"));
    return smsRuSms(env.SMS_API_KEY, env.SMS_SENDER);
  }
  return logSms;
}
