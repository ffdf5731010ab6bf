/**
 * Third-party captcha widgets on the client (spec §7 "Captcha", issue 22 item 4): Yandex SmartCaptcha
 * gives its token to the form through a callback; reCAPTCHA Enterprise is invisible and makes a token
 * for an action when the form is sent. Their scripts are loaded only when a form needs them, from the
 * hosts the page policy allows on sites that choose the provider (lib/server/http/security-headers.ts).
 */

export const SMART_CAPTCHA_SCRIPT = "https://smartcaptcha.yandexcloud.net/captcha.js?render=onload";
export const recaptchaEnterpriseScript = (siteKey: string) => `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;

export type TSmartCaptcha = {
  render: (container: HTMLElement, options: { sitekey: string; hl?: string; callback?: (token: string) => void }) => number;
  destroy?: (widgetId: number) => void;
};
export type TRecaptchaEnterprise = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> };
export type TCaptchaWindow = Window & { smartCaptcha?: TSmartCaptcha; grecaptcha?: { enterprise?: TRecaptchaEnterprise } };

const scripts = new Map<string, Promise<void>>();

/** Adds a provider's script once per page; a failed load may be tried again. */
export function loadCaptchaScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`captcha script failed: ${src}`));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}

type TExecutor = (action: string) => Promise<string | undefined>;
let executor: TExecutor | null = null;

/** The mounted invisible widget's token maker (reCAPTCHA Enterprise); null when it unmounts. */
export function setCaptchaExecutor(next: TExecutor | null): void {
  executor = next;
}

/** A token for `action` from the invisible widget when one is mounted; undefined otherwise or when it fails. */
export async function executeWebCaptcha(action: string): Promise<string | undefined> {
  if (!executor) return undefined;
  try {
    return await executor(action);
  } catch {
    return undefined;
  }
}

/** reCAPTCHA Enterprise's token for an action, once its script is ready. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadCaptchaScript(recaptchaEnterpriseScript(siteKey));
  const enterprise = (window as TCaptchaWindow).grecaptcha?.enterprise;
  if (!enterprise) throw new Error("reCAPTCHA Enterprise did not start");
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  return enterprise.execute(siteKey, { action });
}
