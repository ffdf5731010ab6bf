"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { useLocalCaptchaChallenge } from "@/lib/client/auth/use-lookup";

type TLocalCaptchaProps = {
  /** Called with `${challenge}:${answer}` (the captchaToken), or "" while unanswered. */
  onTokenChange: (token: string) => void;
  errors?: string[];
};

/**
 * The site's local captcha (no network beyond our API): a small sum from GET /api/v2/captcha/local-challenge.
 * Each mount asks for a new challenge, so a form remounts it (new `key`) after a refused token.
 */
export function LocalCaptcha({ onTokenChange, errors }: TLocalCaptchaProps) {
  const t = useTranslations("authUi");
  const challenge = useLocalCaptchaChallenge();
  const [answer, setAnswer] = useState("");

  function renew() {
    setAnswer("");
    onTokenChange("");
    void challenge.refetch();
  }

  if (challenge.isPending) return <p className="text-sm text-muted">{t("captchaLoading")}</p>;
  if (!challenge.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("captchaFailed")}{" "}
        <button type="button" onClick={renew} className="text-primary underline">
          {t("captchaRenew")}
        </button>
      </p>
    );
  }
  const { challenge: signed, question } = challenge.data;
  return (
    <div className="flex items-end gap-2">
      <TextField
        className="flex-1"
        label={t("captchaLabel", { question })}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        value={answer}
        onChange={(event) => {
          const value = event.target.value.replace(/\D/g, "").slice(0, 3);
          setAnswer(value);
          onTokenChange(value ? `${signed}:${value}` : "");
        }}
        errors={errors}
        required
      />
      <button type="button" onClick={renew} className="mb-2 text-sm text-primary hover:underline">
        {t("captchaRenew")}
      </button>
    </div>
  );
}
