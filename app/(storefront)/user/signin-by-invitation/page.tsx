import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvitationRoutePage } from "@/components/auth/auth-route-page";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authUi");
  return { title: t("invitationTitle"), robots: { index: false } };
}

// Spec §2: a stored token → /catalog; no `invitation` query → /; otherwise the invitation form opens with it.
export default async function SigninByInvitationPage({ searchParams }: TProps) {
  const { invitation } = await searchParams;
  const value = Array.isArray(invitation) ? invitation[0] : invitation;
  return <InvitationRoutePage invitation={value?.trim() || null} />;
}
