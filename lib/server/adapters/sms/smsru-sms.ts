import "server-only";
import type { TSmsAdapter } from "./types";

const ENDPOINT = "https://sms.ru/sms/send";

type TSmsRuAnswer = { status?: string; status_text?: string; sms?: Record<string, { status?: string; status_text?: string }> };

/** SMS through sms.ru (SMS_PROVIDER=smsru, SMS_API_KEY, optional SMS_SENDER). */
export function smsRuSms(apiKey: string, sender: string | undefined, fetchImpl: typeof fetch = fetch): TSmsAdapter {
  return {
    name: "smsru",
    async send(message) {
      const params = new URLSearchParams({ api_id: apiKey, to: `7${message.to}`, msg: message.text, json: "1" });
      if (sender) params.set("from", sender);
      const response = await fetchImpl(ENDPOINT, { method: "POST", body: params, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`sms.ru answered HTTP ${response.status}`);
      const answer = (await response.json()) as TSmsRuAnswer;
      const one = answer.sms?.[`7${message.to}`];
      if (answer.status !== "OK" || (one && one.status !== "OK")) {
        throw new Error(`sms.ru refused the message: ${one?.status_text ?? answer.status_text ?? "unknown error"}`);
      }
    },
  };
}
