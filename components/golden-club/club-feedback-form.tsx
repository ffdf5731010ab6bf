"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { OfficeSection } from "@/components/office/office-section";
import { Button } from "@/components/ui/button";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useSendClubFeedback } from "@/lib/client/office/use-golden-club";
import { showBanner } from "@/lib/client/shell/snackbar-store";
import { MAX_CLUB_TEXT } from "@/lib/contracts/golden-club";
import { ClubTextArea } from "./club-text-area";

/** The club's feedback form: a message to the seller. */
export function ClubFeedbackForm() {
  const t = useTranslations("goldenClub.feedback");
  const send = useSendClubFeedback();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<TFormError>(noFormError);
  return (
    <OfficeSection id="club-feedback" title={t("heading")}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setError(noFormError);
          send.mutate(
            { kind: "feedback", message },
            {
              onSuccess: () => {
                setMessage("");
                showBanner(t("sent"));
              },
              onError: (failure) => setError(toFormError(failure)),
            },
          );
        }}
      >
        <p className="text-sm text-muted">{t("text")}</p>
        <ClubTextArea label={t("message")} value={message} maxLength={MAX_CLUB_TEXT} required errors={fieldErrors(error, "message")} onChange={setMessage} />
        {error.message && !error.errors.message ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" className="self-start" pending={send.isPending}>
          {t("send")}
        </Button>
      </form>
    </OfficeSection>
  );
}
