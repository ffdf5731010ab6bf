import { getTranslations } from "next-intl/server";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { SiteHeader } from "@/components/shell/site-header";
import { getRequestSite } from "@/lib/server/http/request-site";

export default async function StorefrontLayout({ children }: { children: React.ReactNode }) {
  const [site, t] = await Promise.all([getRequestSite(), getTranslations("common")]);
  return (
    <div className="app-container">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <SiteHeader siteName={site.name} />
      <main id="content" className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
      <AuthDialogHost />
    </div>
  );
}
