import "server-only";
import type { TSettingsResponse } from "@/lib/contracts/app";
import { normalizeHost } from "@/lib/shared/host";
import type { TSite } from "../sites/resolve-site";
import { getSignupFormFields } from "./get-signup-form-fields";
import { siteLocales } from "./site-locales";

/** GET /api/v2/settings: the site's public configuration — addresses, languages, sign-up captcha and form fields. */
export function getSiteSettings({ site, host }: { site: TSite; host: string | null }): TSettingsResponse {
  const locales = siteLocales(site);
  return {
    name: site.name,
    host: normalizeHost(host),
    url: site.url,
    marketUrl: site.marketUrl,
    locales,
    defaultLocale: locales[0],
    signup: {
      captcha: { enabled: site.captcha.enabled, key: site.captcha.key, provider: site.captcha.provider },
      registrationBy: "phone",
      fields: getSignupFormFields(site),
    },
  };
}
