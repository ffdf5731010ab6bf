"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckboxField } from "@/components/auth/checkbox-field";
import { FormAlert } from "@/components/auth/form-alert";
import { SelectField } from "@/components/auth/select-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { TProfile } from "@/lib/contracts/user";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { mapProfileUpdateError } from "@/lib/client/office/profile-errors";
import { useUpdateProfile } from "@/lib/client/office/use-profile";
import { OfficeSection } from "./office-section";

// The shell's region dialog: choosing a region saves it (set-region) and reloads the page.
const RegionDialog = dynamic(() => import("@/components/shell/region-dialog").then((m) => m.RegionDialog));

/** The profile's details (POST /api/v1/profile/update): names, gender, city, marketing consent; region by the region dialog. */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const t = useTranslations("office.profile");
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    lastName: profile.lastName ?? "",
    firstName: profile.firstName ?? "",
    middleName: profile.middleName ?? "",
    gender: profile.gender ?? "",
    city: profile.city ?? "",
    emailAgreedForMarketing: profile.emailAgreedForMarketing,
  });
  const [error, setError] = useState<TFormError>(noFormError);
  const [saved, setSaved] = useState(false);
  const [isRegionOpen, setRegionOpen] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setForm((old) => ({ ...old, ...patch }));
    setSaved(false);
  };

  return (
    <OfficeSection id="office-profile" title={t("heading")}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(noFormError);
          update.mutate(form, {
            onSuccess: () => setSaved(true),
            onError: (failure) => setError(mapProfileUpdateError(toFormError(failure))),
          });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t("lastName")} name="lastName" autoComplete="family-name" maxLength={100} value={form.lastName} errors={fieldErrors(error, "lastName")} onChange={(e) => set({ lastName: e.target.value })} />
          <TextField label={t("firstName")} name="firstName" autoComplete="given-name" maxLength={100} value={form.firstName} errors={fieldErrors(error, "firstName")} onChange={(e) => set({ firstName: e.target.value })} />
          <TextField label={t("middleName")} name="middleName" autoComplete="additional-name" maxLength={100} value={form.middleName} errors={fieldErrors(error, "middleName")} onChange={(e) => set({ middleName: e.target.value })} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t("gender")}
            name="gender"
            value={form.gender}
            placeholder={t("genderNone")}
            options={[
              { value: "female", label: t("female") },
              { value: "male", label: t("male") },
            ]}
            errors={fieldErrors(error, "gender")}
            onChange={(e) => set({ gender: e.target.value as typeof form.gender })}
          />
          <TextField label={t("city")} name="city" autoComplete="address-level2" maxLength={100} value={form.city} errors={fieldErrors(error, "city")} onChange={(e) => set({ city: e.target.value })} />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">{t("region")}</span>
            <div className="flex min-h-10 flex-wrap items-center gap-2">
              <span className="text-base" data-testid="profile-region">
                {profile.region?.name ?? t("regionNone")}
              </span>
              <button type="button" className="text-sm text-primary underline hover:text-primary-dark" onClick={() => setRegionOpen(true)}>
                {t("changeRegion")}
              </button>
            </div>
          </div>
        </div>
        <p className="text-sm break-words text-muted">{t("contacts", { email: profile.email ?? t("noContact"), phone: profile.phone ?? t("noContact") })}</p>
        <CheckboxField checked={form.emailAgreedForMarketing} onChange={(checked) => set({ emailAgreedForMarketing: checked })} errors={fieldErrors(error, "emailAgreedForMarketing")}>
          {t("marketing")}
        </CheckboxField>
        <FormAlert kind="error">{error.message}</FormAlert>
        <FormAlert kind="info">{saved ? t("saved") : null}</FormAlert>
        <div>
          <Button type="submit" pending={update.isPending}>
            {t("save")}
          </Button>
        </div>
      </form>
      {isRegionOpen ? <RegionDialog open={isRegionOpen} onOpenChange={setRegionOpen} currentId={profile.region?.id ?? null} /> : null}
    </OfficeSection>
  );
}
