"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { closeAuth, switchAuth } from "@/lib/client/auth/auth-history";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useInvitationSignIn } from "@/lib/client/auth/use-invitation-sign-in";
import { FormAlert } from "./form-alert";
import { useErrorText } from "./use-error-text";
import { useFocusFirstError } from "./use-focus-first-error";
import { CodeField } from "./code-field";

/** The invitation of the page's address (/user/signin-by-invitation?invitation=…), if any. */
function invitationOfAddress(): string {
  if (typeof window === "undefined") return "";
  return new URLSearchParams(window.location.search).get("invitation") ?? "";
}

/**
 * Invitation sign-in (spec §4): the invitation and its code. A token signs in and goes to /catalog;
 * an answer with only a message is shown here; a 401 reopens sign-in.
 */
export function InvitationDialog({ onSignedIn }: { onSignedIn: (message: string) => void }) {
  const t = useTranslations("authUi");
  const router = useRouter();
  const errorText = useErrorText();
  const signIn = useInvitationSignIn();
  const [invitation, setInvitation] = useState(invitationOfAddress);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<TFormError>(noFormError);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);
  const isEmpty = !invitation.trim() || !code.trim();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (isEmpty || signIn.isPending) return;
    setError(noFormError);
    setMessage(null);
    try {
      const answer = await signIn.mutateAsync({ invitation: invitation.trim(), code: code.trim() });
      if (answer.authToken) {
        // Cleared first, so Back from the catalogue does not land on an open invitation dialog.
        closeAuth();
        onSignedIn(answer.message ?? "");
        router.push("/catalog");
        return;
      }
      setMessage(answer.message ?? null);
    } catch (caught) {
      const failed = toFormError(caught);
      if (failed.status === 401) {
        switchAuth("signin");
        return;
      }
      setError(failed);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : closeAuth())} title={t("invitationTitle")}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={signIn.isPending || undefined}>
        <p className="text-sm text-muted">{t("invitationHint")}</p>
        {message ? <FormAlert kind="info">{message}</FormAlert> : null}
        {errorText(error) ? <FormAlert kind="error">{errorText(error)}</FormAlert> : null}
        <TextField
          label={t("invitation")}
          name="invitation"
          autoComplete="off"
          value={invitation}
          onChange={(event) => setInvitation(event.target.value)}
          errors={fieldErrors(error, "invitation")}
          required
        />
        <CodeField label={t("invitationCode")} value={code} onChange={setCode} errors={fieldErrors(error, "code")} />
        <Button type="submit" pending={signIn.isPending} disabled={isEmpty}>
          {t("signIn")}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <button type="button" className="text-primary hover:underline" onClick={() => switchAuth("signin")}>
          {t("toSignInWithPassword")}
        </button>
      </p>
    </Dialog>
  );
}
