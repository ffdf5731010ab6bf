"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { SelectField } from "@/components/auth/select-field";
import { TextField } from "@/components/ui/text-field";
import { OfficeSection } from "@/components/office/office-section";
import { Button } from "@/components/ui/button";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useSendClubFeedback } from "@/lib/client/office/use-golden-club";
import { showBanner } from "@/lib/client/shell/snackbar-store";
import { clubActivities, clubFrequencies, clubSources, MAX_CLUB_TEXT } from "@/lib/contracts/golden-club";
import { ClubTextArea } from "./club-text-area";

type TAnswers = { activity: string; frequency: string; source: string; rating: string; brands: string; comment: string };
const empty: TAnswers = { activity: "", frequency: "", source: "", rating: "", brands: "", comment: "" };

/** The club member's questionnaire (spec §2 «Feedback and questionnaire for the loyalty club»); the server checks the answers. */
export function ClubQuestionnaire({ done }: { done: boolean }) {
  const t = useTranslations("goldenClub.questionnaire");
  const send = useSendClubFeedback();
  const [answers, setAnswers] = useState<TAnswers>(empty);
  const [error, setError] = useState<TFormError>(noFormError);
  const set = (patch: Partial<TAnswers>) => setAnswers((old) => ({ ...old, ...patch }));
  const options = <K extends string>(keys: readonly K[], label: (key: K) => string) => keys.map((key) => ({ value: key, label: label(key) }));
  return (
    <OfficeSection id="club-questionnaire" title={t("heading")}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setError(noFormError);
          // Unchosen answers go as they are: the server names each missing one.
          send.mutate({ kind: "questionnaire", ...answers, rating: answers.rating === "" ? null : Number(answers.rating) }, {
            onSuccess: () => {
              setAnswers(empty);
              showBanner(t("sent"));
            },
            onError: (failure) => setError(toFormError(failure)),
          });
        }}
      >
        <p className="text-sm text-muted">{done ? t("done") : t("text")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t("activity")} required value={answers.activity} placeholder={t("choose")} options={options(clubActivities, (key) => t(`activities.${key}`))} errors={fieldErrors(error, "activity")} onChange={(e) => set({ activity: e.target.value })} />
          <SelectField label={t("frequency")} required value={answers.frequency} placeholder={t("choose")} options={options(clubFrequencies, (key) => t(`frequencies.${key}`))} errors={fieldErrors(error, "frequency")} onChange={(e) => set({ frequency: e.target.value })} />
          <SelectField label={t("source")} required value={answers.source} placeholder={t("choose")} options={options(clubSources, (key) => t(`sources.${key}`))} errors={fieldErrors(error, "source")} onChange={(e) => set({ source: e.target.value })} />
          <SelectField
            label={t("rating")}
            required
            value={answers.rating}
            placeholder={t("choose")}
            options={[5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: t("ratingValue", { value }) }))}
            errors={fieldErrors(error, "rating")}
            onChange={(e) => set({ rating: e.target.value })}
          />
        </div>
        <TextField label={t("brands")} value={answers.brands} maxLength={500} errors={fieldErrors(error, "brands")} onChange={(e) => set({ brands: e.target.value })} />
        <ClubTextArea label={t("comment")} value={answers.comment} maxLength={MAX_CLUB_TEXT} errors={fieldErrors(error, "comment")} onChange={(value) => set({ comment: value })} />
        <Button type="submit" className="self-start" pending={send.isPending}>
          {t("send")}
        </Button>
      </form>
    </OfficeSection>
  );
}
