import "server-only";
import { logger } from "../../log";
import type { TCaptchaAdapter } from "./types";

export const YANDEX_VALIDATE_URL = "https://smartcaptcha.yandexcloud.net/validate";

/**
 * Yandex SmartCaptcha: the server key, the one-time token and the buyer's IP go to /validate as a form;
 * `{ "status": "ok" }` means a human. Tokens live five minutes and can be checked once.
 */
export function yandexCaptcha(serverKey: string, fetchImpl: typeof fetch = fetch): TCaptchaAdapter {
  return {
    name: "yandex",
    async verify({ token, ip }) {
      const form = new URLSearchParams({ secret: serverKey, token });
      if (ip && ip !== "local") form.set("ip", ip);
      try {
        const response = await fetchImpl(YANDEX_VALIDATE_URL, { method: "POST", body: form, signal: AbortSignal.timeout(5_000) });
        if (!response.ok) {
          logger.warn({ status: response.status }, "SmartCaptcha validate answered an error");
          return { ok: false, reason: "unavailable" };
        }
        const answer = (await response.json()) as { status?: string; message?: string };
        return answer.status === "ok" ? { ok: true } : { ok: false, reason: "invalid" };
      } catch (err) {
        logger.warn({ err }, "SmartCaptcha validate unreachable");
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
