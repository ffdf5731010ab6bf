"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCompanyMembers } from "@/lib/client/office/use-company-members";
import { InviteMemberDialog } from "./invite-member-dialog";
import { OfficeSection } from "./office-section";

/** The company's people and roles (GET /api/v1/company/members); an Administrator may invite a colleague. */
export function CompanyMembers() {
  const t = useTranslations("office.members");
  const officeT = useTranslations("office");
  const members = useCompanyMembers();
  const [isInviting, setInviting] = useState(false);
  return (
    <OfficeSection
      id="office-members"
      title={t("heading")}
      actions={
        members.data?.canInvite ? (
          <Button type="button" variant="outline" onClick={() => setInviting(true)}>
            {t("invite")}
          </Button>
        ) : null
      }
    >
      {members.isPending ? (
        <Spinner label={officeT("loading")} />
      ) : members.isError ? (
        <p className="text-sm text-red-700">{officeT("loadFailed")}</p>
      ) : members.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {members.data.items.map((member) => (
            <li key={member.id} className="flex flex-wrap items-start justify-between gap-2 py-3" data-testid="company-member">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {member.name}
                  {member.isMe ? <span className="ml-2 text-xs font-normal text-muted">({t("me")})</span> : null}
                </p>
                {member.email ? <p className="text-sm break-all text-muted">{member.email}</p> : null}
                {member.phone ? <p className="text-sm text-muted">{member.phone}</p> : null}
              </div>
              <span className="rounded bg-primary-light px-2 py-0.5 text-xs font-medium text-primary-dark">{t(`roles.${member.role}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {isInviting ? <InviteMemberDialog onClose={() => setInviting(false)} /> : null}
    </OfficeSection>
  );
}
