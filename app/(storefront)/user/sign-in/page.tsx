import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthRoutePage } from "@/components/auth/auth-route-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authUi");
  return { title: t("signInTitle"), robots: { index: false } };
}

// Spec §2: signed in → /, otherwise the sign-in dialog opens over this page.
export default function SignInPage() {
  return <AuthRoutePage mode="signin" />;
}
