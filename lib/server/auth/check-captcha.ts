import "server-only";
import { getCaptchaAdapter } from "../adapters/captcha/get-captcha-adapter";
import type { TCaptchaAction } from "../adapters/captcha/types";
import { AppError } from "../http/app-error";
import type { TAuthContext } from "./auth-context";
import { authText } from "./auth-text";

/** Verifies a captcha token with the site's provider: 400 on the captchaToken field when it fails, 503 when the provider is down. */
export async function checkCaptcha(ctx: TAuthContext, { token, action }: { token: string | undefined; action: TCaptchaAction }): Promise<void> {
  if (!token) {
    throw new AppError("BAD_REQUEST", authText(ctx.locale, "captchaRequired"), { errors: { captchaToken: [authText(ctx.locale, "captchaRequired")] } });
  }
  const result = await getCaptchaAdapter(ctx.site).verify({ token, action, ip: ctx.ip });
  if (result.ok) return;
  if (result.reason === "unavailable") throw new AppError("UNAVAILABLE", authText(ctx.locale, "captchaUnavailable"));
  throw new AppError("BAD_REQUEST", authText(ctx.locale, "captchaFailed"), { errors: { captchaToken: [authText(ctx.locale, "captchaFailed")] } });
}
