import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { Providers } from "@/components/providers";
import { cookieMarkerScript } from "@/lib/client/shell/cookie-marker";
import { requestBrowserClass, requestCookies, requestNonce } from "@/lib/server/http/request-reads";
import { shellClientMessages } from "@/lib/server/i18n/client-messages";
import { DESKTOP_MODE_COOKIE, DESKTOP_MODE_WIDTH } from "@/lib/shared/desktop-mode";
import "./fonts";
import "./globals.css";

export const metadata: Metadata = { title: { default: "B2B", template: "%s" } };

/** A phone that chose the desktop version (spec §9) gets the 1280 px viewport from the first byte. */
export async function generateViewport(): Promise<Viewport> {
  const isDesktopMode = (await requestCookies()).get(DESKTOP_MODE_COOKIE)?.value === "1";
  // No initial scale in desktop mode: the phone fits the 1280 px page to its screen, as with a desktop site.
  return isDesktopMode ? { width: DESKTOP_MODE_WIDTH, initialScale: undefined, themeColor: "#1565c0" } : { width: "device-width", initialScale: 1, themeColor: "#1565c0" };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Spec §2: the browser's name is detected on the server (no flash), Safari gets its CSS class.
  // The proxy's nonce for this answer (docs/adr/0015): Next stamps its own scripts, ours carry it here.
  const [locale, messages, { classNames: browserClasses }, nonce] = await Promise.all([getLocale(), getMessages(), requestBrowserClass(), requestNonce()]);
  return (
    // The cookie notice's marker attribute is set by an inline script before hydration (cookie-marker.ts).
    <html lang={locale} className={browserClasses || undefined} suppressHydrationWarning>
      <head>
        {/* Hides the cookie notice before the first paint for a browser that accepted it. In the head, not
            before the notice: an inline script in the body waits for the stylesheet and holds the parser. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: cookieMarkerScript }} />
      </head>
      <body>
        <NextIntlClientProvider messages={shellClientMessages(messages)}>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
