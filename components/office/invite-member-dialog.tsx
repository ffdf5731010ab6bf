"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { SelectField } from "@/components/auth/select-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { memberRoles, type TCurrentUser } from "@/lib/contracts/user";
import { fieldErrors, noFormError, toFormError, type TFormError } from "@/lib/client/auth/form-errors";
import { useInviteMember } from "@/lib/client/office/use-company-members";
import { showBanner } from "@/lib/client/shell/snackbar-store";

type TRole = NonNullable<TCurrentUser["role"]>;

/** An Administrator invites a colleague (POST /api/v1/company/invitations): the link and code go to the e-mail. */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("office.members");
  const invite = useInviteMember();
  const [form, setForm] = useState<{ email: string; phone: string; role: TRole }>({ email: "", phone: "", role: "buyer" });
  const [error, setError] = useState<TFormError>(noFormError);
  const set = (patch: Partial<typeof form>) => setForm((old) => ({ ...old, ...patch }));
  return (
    <Dialog open onOpenChange={(open) => (open || invite.isPending ? undefined : onClose())} title={t("inviteTitle")} description={t("inviteText")}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(noFormError);
          invite.mutate(
            { email: form.email.trim(), role: form.role, ...(form.phone.trim() ? { phone: form.phone.trim() } : {}) },
            {
              onSuccess: (answer) => {
                showBanner(answer.message);
                onClose();
              },
              onError: (failure) => setError(toFormError(failure)),
            },
          );
        }}
      >
        <TextField label={t("email")} type="email" autoComplete="off" required maxLength={255} value={form.email} errors={fieldErrors(error, "email")} onChange={(e) => set({ email: e.target.value })} />
        <TextField label={t("phone")} type="tel" autoComplete="off" maxLength={30} value={form.phone} errors={fieldErrors(error, "phone")} onChange={(e) => set({ phone: e.target.value })} />
        <SelectField
          label={t("role")}
          value={form.role}
          options={memberRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          errors={fieldErrors(error, "role")}
          onChange={(e) => set({ role: e.target.value as TRole })}
        />
        <FormAlert kind="error">{Object.keys(error.errors).length ? null : error.message}</FormAlert>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" disabled={invite.isPending} onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" pending={invite.isPending} disabled={form.email.trim() === ""}>
            {t("send")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
