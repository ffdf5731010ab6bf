"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { rememberCookieConsent } from "@/lib/client/shell/cookie-marker";
import { useAcceptCookies, useCookieConsent } from "@/lib/client/shell/use-cookie-consent";

/**
 * The cookie notice (spec §4): shown unless GET /api/v2/cookie/check says accepted (asked up to 3 more
 * times on failure); closing sends POST /api/v2/cookie/accept. It sits under the app container (CSS order; it comes first in the HTML), not over
 * it, so it never covers what the buyer is reading or clicking. It is server-rendered (shown while the
 * check is pending); a browser that accepted before hides it from the first paint (cookie-marker.ts).
 */
export function CookieNotice({ termsHref }: { termsHref: string | null }) {
  const t = useTranslations("shell.cookies");
  const consent = useCookieConsent();
  const accept = useAcceptCookies();
  const isShown = consent.data ? !consent.data.accepted : true;
  const ref = useRef<HTMLElement>(null);
  const accepted = consent.data?.accepted;

  useEffect(() => {
    if (accepted !== undefined) rememberCookieConsent(accepted);
  }, [accepted]);

  // Floating pieces (chat button, snackbar) sit above the notice: it publishes its height as a CSS variable.
  useEffect(() => {
    const element = ref.current;
    if (!isShown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--bottom-bar-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bottom-bar-height");
    };
  }, [isShown]);

  if (!isShown) return null;
  return (
    <section ref={ref} aria-label={t("label")} data-testid="cookie-notice" data-cookie-notice className="order-last shrink-0 border-t border-line bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)]">
      <div className="mx-auto flex max-w-[1600px] flex-col gap-3 text-sm sm:flex-row sm:items-center lg:px-4">
        <p className="min-w-0 flex-1">
          {t("text")}{" "}
          {termsHref ? (
            <IntentLink href={termsHref} className="text-primary underline">
              {t("terms")}
            </IntentLink>
          ) : null}
        </p>
        <Button type="button" className="shrink-0" onClick={() => accept.mutate()}>
          {t("accept")}
        </Button>
      </div>
    </section>
  );
}
