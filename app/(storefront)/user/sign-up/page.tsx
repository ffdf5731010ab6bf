import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthRoutePage } from "@/components/auth/auth-route-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("authUi");
  return { title: t("signUpTitle"), robots: { index: false } };
}

// Spec §2: signed in → /, otherwise the sign-up dialog opens over this page.
export default function SignUpPage() {
  return <AuthRoutePage mode="signup" />;
}
