import { executeWebCaptcha } from "./web-captcha";

/** What the iOS app's webview exposes (spec §7 "Captcha": a native mobile bridge). */
type TWebkitWindow = Window & {
  webkit?: { messageHandlers?: { captcha?: { postMessage: (message: unknown) => void } } };
  /** The app writes the token here after solving the captcha natively. */
  B2B_CAPTCHA_TOKEN?: string;
};

/** Spec §9: the iOS bridge is given one second to answer. */
export const IOS_CAPTCHA_WAIT_MS = 1000;

/**
 * The captcha token to send with a form. Inside the iOS app the native bridge is asked (it posts back
 * by setting `window.B2B_CAPTCHA_TOKEN`) and we wait one second; elsewhere an invisible widget
 * (reCAPTCHA Enterprise) makes a token for the action, else the form's captcha token is used.
 */
export async function captchaTokenFor(action: string, webToken: string | undefined): Promise<string | undefined> {
  const w = window as TWebkitWindow;
  const bridge = w.webkit?.messageHandlers?.captcha;
  if (!bridge) return (await executeWebCaptcha(action)) ?? webToken;
  w.B2B_CAPTCHA_TOKEN = undefined;
  bridge.postMessage({ type: "captcha", action });
  await new Promise((resolve) => setTimeout(resolve, IOS_CAPTCHA_WAIT_MS));
  return w.B2B_CAPTCHA_TOKEN ?? webToken;
}
