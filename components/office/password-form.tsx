"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { mapProfileUpdateError, passwordChangeBody } from "@/lib/client/office/profile-errors";
import { useUpdateProfile } from "@/lib/client/office/use-profile";
import { OfficeSection } from "./office-section";

const empty = { currentPassword: "", password: "", passwordRepeat: "" };

/**
 * The password change (POST /api/v1/profile/update with newPassword, repeatNewPassword, currentPassword):
 * the server's errors land on their fields (spec §5) — a wrong current password under it, a repeat that
 * differs under the repeat. An account made by bank sign-in sets its first password without a current one.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("office.password");
  const update = useUpdateProfile();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<TFormError>(noFormError);
  const [changed, setChanged] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setForm((old) => ({ ...old, ...patch }));
    setChanged(false);
  };
  const ready = form.password !== "" && form.passwordRepeat !== "" && (!hasPassword || form.currentPassword !== "");

  return (
    <OfficeSection id="office-password" title={t("heading")}>
      <form
        className="flex max-w-md flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          setError(noFormError);
          update.mutate(passwordChangeBody(form, hasPassword), {
            onSuccess: () => {
              setForm(empty);
              setChanged(true);
            },
            onError: (failure) => setError(mapProfileUpdateError(toFormError(failure))),
          });
        }}
      >
        {hasPassword ? (
          <TextField
            label={t("current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            required
            value={form.currentPassword}
            errors={fieldErrors(error, "currentPassword")}
            onChange={(e) => set({ currentPassword: e.target.value })}
          />
        ) : (
          <p className="text-sm text-muted">{t("firstPassword")}</p>
        )}
        <TextField
          label={t("new")}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          hint={t("rules")}
          value={form.password}
          errors={fieldErrors(error, "password")}
          onChange={(e) => set({ password: e.target.value })}
        />
        <TextField
          label={t("repeat")}
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={form.passwordRepeat}
          errors={fieldErrors(error, "passwordRepeat")}
          onChange={(e) => set({ passwordRepeat: e.target.value })}
        />
        <FormAlert kind="error">{error.message}</FormAlert>
        <FormAlert kind="info">{changed ? t("changed") : null}</FormAlert>
        <div>
          <Button type="submit" pending={update.isPending} disabled={!ready}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </OfficeSection>
  );
}
