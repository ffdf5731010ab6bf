"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { closeAuth, switchAuth } from "@/lib/client/auth/auth-history";
import { useSiteSettings } from "@/lib/client/auth/use-app-config";
import { PasswordResetDialog } from "./password-reset-dialog";
import type { TSignInData } from "./sign-in-data";
import { SignInForm } from "./sign-in-form";

type TSignInDialogProps = {
  data: TSignInData;
  onDataChange: (patch: Partial<TSignInData>) => void;
  onSignedIn: (message: string) => void;
};

/** The sign-in dialog (spec §2): the form, "Забыли пароль?" with the nested reset, and the way to sign-up. */
export function SignInDialog({ data, onDataChange, onSignedIn }: TSignInDialogProps) {
  const t = useTranslations("authUi");
  const settings = useSiteSettings();
  const [resetOpen, setResetOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : closeAuth())} title={t("signInTitle")}>
      <SignInForm data={data} onDataChange={onDataChange} notice={notice} onSignedIn={onSignedIn} />
      <div className="mt-4 flex flex-col gap-2 text-sm">
        <button type="button" className="self-start text-primary hover:underline" onClick={() => setResetOpen(true)}>
          {t("forgotPassword")}
        </button>
        <p>
          {t("noAccount")}{" "}
          <button type="button" className="text-primary hover:underline" onClick={() => switchAuth("signup")}>
            {t("toSignUp")}
          </button>
        </p>
        <button type="button" className="self-start text-primary hover:underline" onClick={() => switchAuth("signin-by-invitation")}>
          {t("byInvitation")}
        </button>
      </div>
      <PasswordResetDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        signInData={data}
        captchaEnabled={Boolean(settings.data?.signup.captcha.enabled)}
        onConfirmed={(next, message) => {
          onDataChange(next);
          setNotice(message);
          setResetOpen(false);
        }}
      />
    </Dialog>
  );
}
