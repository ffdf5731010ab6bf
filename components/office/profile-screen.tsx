"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useProfile } from "@/lib/client/office/use-profile";
import { AccountDeletion } from "./account-deletion";
import { AvatarUpload } from "./avatar-upload";
import { OfficeScreen } from "./office-screen";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

/** /user: the personal area opens on the profile — details, photo, password, account deletion. */
export function ProfileScreen() {
  return <OfficeScreen section="profile">{() => <ProfileSections />}</OfficeScreen>;
}

function ProfileSections() {
  const t = useTranslations("office");
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t("loading")} />;
  if (profile.isError) return <p className="text-sm text-red-700">{t("loadFailed")}</p>;
  return (
    <div className="flex flex-col gap-6">
      <ProfileForm profile={profile.data} />
      <AvatarUpload avatar={profile.data.avatar} />
      <PasswordForm hasPassword={profile.data.hasPassword} />
      <AccountDeletion />
    </div>
  );
}
