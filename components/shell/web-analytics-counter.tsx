import Script from "next/script";

type TWebAnalyticsCounterProps = {
  counterId: string;
  ecommerce: boolean;
  /** This answer's CSP nonce: the inline snippet runs only with it (tag.js is then trusted through it). */
  nonce?: string;
};

/**
 * The site's web-analytics counter (spec §3 yandexMetrikaCounterId): rendered only when the site
 * configures one. The tag loads after the page is idle so it never competes with the catalogue's
 * first paint; `ym` queues calls made before it arrives. `counterId` is digits only (checked in
 * lib/server/shell/shell-config.ts), so it is safe inside the inline script.
 */
export function WebAnalyticsCounter({ counterId, ecommerce, nonce }: TWebAnalyticsCounterProps) {
  const options = JSON.stringify({ clickmap: true, trackLinks: true, accurateTrackBounce: true, ...(ecommerce ? { ecommerce: "dataLayer" } : {}) });
  return (
    <>
      <Script id="web-analytics-counter" strategy="lazyOnload" nonce={nonce}>
        {`window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};window.ym.l=Date.now();window.ym(${counterId},"init",${options});`}
      </Script>
      <Script id="web-analytics-tag" src="https://mc.yandex.ru/metrika/tag.js" strategy="lazyOnload" nonce={nonce} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- the counter's no-JS pixel, 1×1, not content */}
        <img src={`https://mc.yandex.ru/watch/${counterId}`} alt="" width={1} height={1} style={{ position: "absolute", left: "-9999px" }} />
      </noscript>
    </>
  );
}
