"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** How long after a code was sent another one may be asked for. */
export const RESEND_CODE_SECONDS = 60;

type TResendCodeProps = {
  /** Sends a new code; resolves true when it went, so the countdown starts again. */
  onResend: () => Promise<boolean>;
  disabled?: boolean;
};

/**
 * «Получить код ещё раз» under a code field (sign-up and password reset): disabled with a countdown
 * for a minute after the code was sent (the step opened or the last resend), then a button. Mounted
 * with its step, so opening the step starts the countdown.
 */
export function ResendCode({ onResend, disabled = false }: TResendCodeProps) {
  const t = useTranslations("authUi");
  const [deadline, setDeadline] = useState(() => Date.now() + RESEND_CODE_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, Math.max(0, deadline - Date.now())));
    return () => clearTimeout(timer);
  }, [deadline, now, secondsLeft]);

  async function resend() {
    if (await onResend()) {
      const sentAt = Date.now();
      setNow(sentAt);
      setDeadline(sentAt + RESEND_CODE_SECONDS * 1000);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void resend()}
      disabled={disabled || secondsLeft > 0}
      className="self-start text-sm text-primary hover:underline disabled:cursor-default disabled:text-muted disabled:no-underline"
    >
      {secondsLeft > 0 ? t("resendCodeIn", { seconds: secondsLeft }) : t("resendCodeNow")}
    </button>
  );
}
