import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BankSignInComplete } from "@/components/bank-auth/bank-sign-in-complete";
import { getBankFailureInfo } from "@/lib/server/auth/bank/get-bank-failure-info";
import { getRequestSite } from "@/lib/server/http/request-site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bankAuth");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * Spec §2 /auth/{bank-provider}/complete: where the bank sends the buyer back. Outside the storefront
 * layout on purpose: a bare page that finishes the sign-in and leaves, or shows the failure page.
 */
export default async function BankSignInCompletePage({ params }: { params: Promise<{ provider: string }> }) {
  const [{ provider }, site] = await Promise.all([params, getRequestSite()]);
  const { providerName, supportEmail } = await getBankFailureInfo({ site }, provider);
  return (
    <div className="app-container">
      <main id="content" className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 lg:px-8">
        <BankSignInComplete provider={provider} providerName={providerName} supportEmail={supportEmail} />
      </main>
    </div>
  );
}
