import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { CartBadge } from "@/components/cart/cart-badge";
import { CookieNotice } from "@/components/shell/cookie-notice";
import { InformationMessages } from "@/components/shell/information-messages";
import { NavigationProgress } from "@/components/shell/navigation-progress";
import { OutdatedBrowserView } from "@/components/shell/outdated-browser-view";
import { PageStateBoundary } from "@/components/shell/page-state-boundary";
import { ServiceUnavailableView } from "@/components/shell/service-unavailable-view";
import { ShellOverlays } from "@/components/shell/shell-overlays";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { DEFAULT_RELATION_WORDS } from "@/lib/shared/relation-keyword";
import { WebAnalyticsCounter } from "@/components/shell/web-analytics-counter";
import { Snackbar } from "@/components/ui/snackbar";
import { siteLocales } from "@/lib/server/app/site-locales";
import { getRequestSite } from "@/lib/server/http/request-site";
import { requestBrowserClass, requestCookies, requestNonce } from "@/lib/server/http/request-reads";
import { getHelpMenuConfig } from "@/lib/server/shell/help-config";
import { getShellConfig } from "@/lib/server/shell/shell-config";
import { readForcedState, testCookies, withTestAnalyticsModules, withTestShellConfig } from "@/lib/server/shell/test-switch";
import { isAreaBuilt } from "@/lib/shared/areas";
import { WEB_ANALYTICS_CONFIG_ID, webAnalyticsConfigOf } from "@/lib/shared/web-analytics-config";

/**
 * The storefront shell (spec §1, §2): header, the page, footer; the cookie notice under the app
 * container; snackbar, chat button, notices and auth dialogs over it. An outdated browser gets only
 * the page asking to update.
 */
export default async function StorefrontLayout({ children }: { children: React.ReactNode }) {
  const [site, t, browser, cookieStore, nonce] = await Promise.all([getRequestSite(), getTranslations("shell"), requestBrowserClass(), requestCookies(), requestNonce()]);
  if (browser.isOutdated) {
    return (
      <div className="app-container">
        <OutdatedBrowserView />
      </div>
    );
  }

  const forced = readForcedState(cookieStore.get(testCookies.state)?.value);
  if (forced === "500") throw new Error("B2B_TEST_STATE=500: a forced render failure");

  const shell = withTestShellConfig(
    getShellConfig(site),
    { notice: cookieStore.get(testCookies.notice)?.value, regional: cookieStore.get(testCookies.regional)?.value, counter: cookieStore.get(testCookies.counter)?.value },
    { noticeTitle: t("testNotice.title"), noticeText: t("testNotice.text") },
  );
  // Spec §9 goals, Google events and e-commerce: what lib/client/web-analytics.ts may send on this site.
  const analytics = webAnalyticsConfigOf({
    counterId: shell.webAnalytics?.counterId ?? null,
    modules: withTestAnalyticsModules(site.config.b2bAnalytics?.modules, cookieStore.get(testCookies.analytics)?.value),
    currency: site.currency,
  });
  return (
    <div className="shell-frame">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      {/* The cookie notice shows under the app container (CSS order) but comes first in the HTML: it is
          the phone's largest text, and at the end of a long page it was parsed and painted a frame after
          the rest (a late Largest Contentful Paint). Screen readers and Tab meet it first, as a notice. */}
      <CookieNotice termsHref={isAreaBuilt("content") ? "/content/usloviya-sbora-cookies" : null} />
      <div className="app-container">
        <SiteHeader
          siteName={site.name}
          areas={site}
          locales={siteLocales(site)}
          relationWords={site.config.searchKeywords ?? DEFAULT_RELATION_WORDS}
          help={getHelpMenuConfig(site)}
          cartBadge={<CartBadge />}
        />
        <main id="content" tabIndex={-1} className="app-main flex flex-1 flex-col outline-none">
          <div className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 lg:px-8">
            <InformationMessages />
            {forced === "503" ? (
              <ServiceUnavailableView status={503} name="Service Unavailable" message={t("testSwitchMessage")} />
            ) : (
              <PageStateBoundary>{children}</PageStateBoundary>
            )}
          </div>
          <SiteFooter siteName={site.name} />
        </main>
      </div>
      <ShellOverlays chat={shell.chat} importantNotice={shell.importantNotice} regionalMessage={shell.regionalMessage} />
      <Snackbar />
      <Suspense>
        <NavigationProgress />
      </Suspense>
      <AuthDialogHost />
      {analytics.counterId !== null || analytics.google ? (
        // JSON, not script: the policy does not apply to it, and no code can be smuggled through it (< is escaped).
        <script type="application/json" id={WEB_ANALYTICS_CONFIG_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(analytics).replace(/</g, "\\u003c") }} />
      ) : null}
      {shell.webAnalytics ? <WebAnalyticsCounter counterId={shell.webAnalytics.counterId} ecommerce={analytics.ecommerce} nonce={nonce} /> : null}
    </div>
  );
}
