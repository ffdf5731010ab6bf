import "server-only";
import { getEnv } from "../../env";
import { logger } from "../../log";
import type { TSite } from "../../sites/resolve-site";
import { localCaptcha } from "./local-captcha";
import { recaptchaEnterpriseCaptcha } from "./recaptcha-enterprise-captcha";
import type { TCaptchaAdapter } from "./types";
import { yandexCaptcha } from "./yandex-captcha";

const misconfigured = (name: string): TCaptchaAdapter => ({ name, verify: async () => ({ ok: false, reason: "unavailable" }) });

/**
 * The adapter of the site's captcha provider (sites.captcha.provider). Server keys come from the
 * environment, never from the site row, so they cannot leak through the settings the client reads.
 */
export function getCaptchaAdapter(site: Pick<TSite, "id" | "captcha">, fetchImpl: typeof fetch = fetch): TCaptchaAdapter {
  const env = getEnv();
  switch (site.captcha.provider) {
    case "yandex":
      if (env.CAPTCHA_YANDEX_SERVER_KEY) return yandexCaptcha(env.CAPTCHA_YANDEX_SERVER_KEY, fetchImpl);
      logger.error({ siteId: site.id }, "captcha provider yandex needs CAPTCHA_YANDEX_SERVER_KEY");
      return misconfigured("yandex");
    case "recaptcha-enterprise":
      if (env.CAPTCHA_RECAPTCHA_PROJECT_ID && env.CAPTCHA_RECAPTCHA_API_KEY && site.captcha.key) {
        return recaptchaEnterpriseCaptcha(
          { projectId: env.CAPTCHA_RECAPTCHA_PROJECT_ID, apiKey: env.CAPTCHA_RECAPTCHA_API_KEY, siteKey: site.captcha.key, minScore: env.CAPTCHA_RECAPTCHA_MIN_SCORE },
          fetchImpl,
        );
      }
      logger.error({ siteId: site.id }, "captcha provider recaptcha-enterprise needs CAPTCHA_RECAPTCHA_PROJECT_ID, CAPTCHA_RECAPTCHA_API_KEY and the site key");
      return misconfigured("recaptcha-enterprise");
    default:
      return localCaptcha(site);
  }
}
