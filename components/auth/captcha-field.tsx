"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useSiteSettings } from "@/lib/client/auth/use-app-config";
import { loadCaptchaScript, recaptchaEnterpriseScript, recaptchaToken, setCaptchaExecutor, SMART_CAPTCHA_SCRIPT, type TCaptchaWindow } from "@/lib/client/auth/web-captcha";
import { LocalCaptcha } from "./local-captcha";

type TCaptchaFieldProps = {
  /** The token the form sends as captchaToken ("" while unsolved); reCAPTCHA Enterprise gives none here (it makes one on submit). */
  onTokenChange: (token: string) => void;
  errors?: string[];
};

type TLoad = "loading" | "ready" | "failed";

function CaptchaFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("authUi");
  return (
    <p role="alert" className="text-sm text-red-700">
      {t("captchaFailed")}{" "}
      <button type="button" onClick={onRetry} className="text-primary underline">
        {t("captchaRetry")}
      </button>
    </p>
  );
}

/** A provider script's load state; `retry` loads it again (`attempt` is the effects' dependency). */
function useScriptLoad() {
  const [state, setState] = useState<TLoad>("loading");
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setState("loading");
    setAttempt((n) => n + 1);
  };
  return { state, setState, attempt, retry };
}

function FieldErrors({ errors }: { errors?: string[] }) {
  return errors?.length ? <p className="text-xs text-red-700">{errors.join(" ")}</p> : null;
}

/** Yandex SmartCaptcha: the provider's widget in the form; its callback gives the token. */
function SmartCaptcha({ siteKey, onTokenChange, errors }: TCaptchaFieldProps & { siteKey: string }) {
  const t = useTranslations("authUi");
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const { state, setState, attempt, retry } = useScriptLoad();
  const tokenChange = useRef(onTokenChange);
  useEffect(() => {
    tokenChange.current = onTokenChange;
  }, [onTokenChange]);

  useEffect(() => {
    let widgetId: number | null = null;
    let live = true;
    loadCaptchaScript(SMART_CAPTCHA_SCRIPT)
      .then(() => {
        const api = (window as TCaptchaWindow).smartCaptcha;
        if (!live) return;
        if (!api || !container.current) throw new Error("SmartCaptcha did not start");
        widgetId = api.render(container.current, { sitekey: siteKey, hl: locale, callback: (token) => tokenChange.current(token) });
        setState("ready");
      })
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
      if (widgetId !== null) (window as TCaptchaWindow).smartCaptcha?.destroy?.(widgetId);
      tokenChange.current("");
    };
  }, [siteKey, locale, attempt, setState]);

  return (
    <div className="flex flex-col gap-1" data-testid="smart-captcha">
      {state === "loading" ? <p className="text-sm text-muted">{t("captchaLoading")}</p> : null}
      {state === "failed" ? <CaptchaFailed onRetry={retry} /> : null}
      <div ref={container} aria-label={t("captchaWidget")} role="group" />
      <FieldErrors errors={errors} />
    </div>
  );
}

/**
 * reCAPTCHA Enterprise: invisible. Its script loads with the form; the form's submit asks it for a token
 * for the form's action (captchaTokenFor), so only a failed load is shown.
 */
function RecaptchaEnterprise({ siteKey, errors }: { siteKey: string; errors?: string[] }) {
  const { state, setState, attempt, retry } = useScriptLoad();
  useEffect(() => {
    let live = true;
    setCaptchaExecutor((action) => recaptchaToken(siteKey, action));
    loadCaptchaScript(recaptchaEnterpriseScript(siteKey))
      .then(() => live && setState("ready"))
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
      setCaptchaExecutor(null);
    };
  }, [siteKey, attempt, setState]);
  return (
    <div data-testid="recaptcha-enterprise" data-state={state}>
      {state === "failed" ? <CaptchaFailed onRetry={retry} /> : null}
      <FieldErrors errors={errors} />
    </div>
  );
}

/**
 * The captcha a form shows, by the site's provider (GET /api/v2/settings signup.captcha): the local sum,
 * Yandex SmartCaptcha or reCAPTCHA Enterprise. A provider without its site key cannot make a token the
 * server would accept, and the local sum would be refused by that provider's adapter: the failure shows.
 */
export function CaptchaField({ onTokenChange, errors }: TCaptchaFieldProps) {
  const t = useTranslations("authUi");
  const settings = useSiteSettings();
  if (settings.isPending) return <p className="text-sm text-muted">{t("captchaLoading")}</p>;
  const captcha = settings.data?.signup.captcha;
  if (!captcha || captcha.provider === "local") return <LocalCaptcha onTokenChange={onTokenChange} errors={errors} />;
  if (!captcha.key) return <CaptchaFailed onRetry={() => void settings.refetch()} />;
  if (captcha.provider === "yandex") return <SmartCaptcha siteKey={captcha.key} onTokenChange={onTokenChange} errors={errors} />;
  return <RecaptchaEnterprise siteKey={captcha.key} errors={errors} />;
}
