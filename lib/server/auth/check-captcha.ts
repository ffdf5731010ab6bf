import "server-only";
import { getCaptchaAdapter } from "../adapters/captcha/get-captcha-adapter";
import type { TCaptchaAction } from "../adapters/captcha/types";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { translator } from "@/lib/server/i18n/translator";

/** Verifies a captcha token with the site's provider: 400 on the captchaToken field when it fails, 503 when the provider is down. */
export async function checkCaptcha(ctx: TAuthContext, { token, action }: { token: string | undefined; action: TCaptchaAction }): Promise<void> {
  if (!token) {
    throw new AppError("BAD_REQUEST", translator(ctx.locale, "auth")("captchaRequired"), { errors: { captchaToken: [translator(ctx.locale, "auth")("captchaRequired")] } });
  }
  const result = await getCaptchaAdapter(ctx.site).verify({ token, action, ip: ctx.ip });
  if (result.ok) return;
  if (result.reason === "unavailable") throw new AppError("UNAVAILABLE", translator(ctx.locale, "auth")("captchaUnavailable"));
  throw new AppError("BAD_REQUEST", translator(ctx.locale, "auth")("captchaFailed"), { errors: { captchaToken: [translator(ctx.locale, "auth")("captchaFailed")] } });
}
