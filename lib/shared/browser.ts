/**
 * Browser detection from the user agent (spec §2: the browser name is detected, Safari adds a CSS class,
 * and an outdated browser gets a page asking to update). The storefront needs ES2020+, CSS grid gap,
 * `:focus-visible` and friends; these are the first versions of the recommended browsers that have them.
 */

export type TBrowserName = "chrome" | "edge" | "yandex" | "opera" | "samsung" | "firefox" | "safari" | "ie" | "other";

export type TBrowser = { name: TBrowserName; version: number | null; isOutdated: boolean };

/** Lowest supported engine versions. Chromium-based browsers are judged by their Chromium version. */
export const minimumVersions = { chromium: 90, firefox: 88, safari: 14, ios: 14 } as const;

function numberAfter(ua: string, pattern: RegExp): number | null {
  const match = pattern.exec(ua);
  if (!match) return null;
  const value = Number.parseInt(match[1], 10);
  return Number.isFinite(value) ? value : null;
}

function isBelow(version: number | null, minimum: number): boolean {
  return version !== null && version < minimum;
}

function nameOf(ua: string): TBrowserName {
  if (/MSIE |Trident\//.test(ua)) return "ie";
  if (/Edg(?:e|A|iOS)?\//.test(ua)) return "edge";
  if (/YaBrowser\//.test(ua)) return "yandex";
  if (/OPR\/|Opera\//.test(ua)) return "opera";
  if (/SamsungBrowser\//.test(ua)) return "samsung";
  if (/Firefox\/|FxiOS\//.test(ua)) return "firefox";
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return "chrome";
  if (/Version\/[\d.]+.*Safari\//.test(ua)) return "safari";
  return "other";
}

export function detectBrowser(userAgent: string | null | undefined): TBrowser {
  const ua = userAgent ?? "";
  const name = nameOf(ua);
  // Crawlers and audit tools are never sent away: search engines must see the real pages.
  if (/bot\b|bot\/|crawler|spider|Lighthouse|HeadlessChrome/i.test(ua)) return { name, version: numberAfter(ua, /(?:Chrome|HeadlessChrome)\/(\d+)/), isOutdated: false };
  const iosVersion = /iPhone|iPad|iPod/.test(ua) ? numberAfter(ua, /OS (\d+)_/) : null;
  switch (name) {
    case "ie":
      return { name, version: numberAfter(ua, /(?:MSIE |rv:)(\d+)/), isOutdated: true };
    case "edge": {
      // EdgeHTML ("Edge/18") predates Chromium-based Edge ("Edg/120"): all of its versions are outdated.
      if (/Edge\/\d/.test(ua)) return { name, version: numberAfter(ua, /Edge\/(\d+)/), isOutdated: true };
      const version = numberAfter(ua, /Chrome\/(\d+)/);
      return { name, version: numberAfter(ua, /Edg(?:iOS|A)?\/(\d+)/), isOutdated: isBelow(version, minimumVersions.chromium) || isBelow(iosVersion, minimumVersions.ios) };
    }
    case "yandex":
    case "opera":
    case "samsung": {
      const own = numberAfter(ua, /(?:YaBrowser|OPR|Opera|SamsungBrowser)\/(\d+)/);
      const chromium = numberAfter(ua, /Chrome\/(\d+)/);
      return { name, version: own, isOutdated: isBelow(chromium, minimumVersions.chromium) || isBelow(iosVersion, minimumVersions.ios) };
    }
    case "firefox": {
      // Firefox on iOS is WebKit underneath: the iOS version decides.
      const version = numberAfter(ua, /(?:Firefox|FxiOS)\/(\d+)/);
      return { name, version, isOutdated: iosVersion !== null ? isBelow(iosVersion, minimumVersions.ios) : isBelow(version, minimumVersions.firefox) };
    }
    case "chrome": {
      const version = numberAfter(ua, /(?:Chrome|CriOS|Chromium)\/(\d+)/);
      return { name, version, isOutdated: iosVersion !== null ? isBelow(iosVersion, minimumVersions.ios) : isBelow(version, minimumVersions.chromium) };
    }
    case "safari": {
      const version = numberAfter(ua, /Version\/(\d+)/);
      return { name, version, isOutdated: isBelow(version, minimumVersions.safari) };
    }
    default:
      return { name, version: null, isOutdated: false };
  }
}

/** Class names for <html>: `safari` for Safari (spec §2), and `browser-{name}` for any known browser. */
export function browserClassNames(browser: TBrowser): string {
  const names = browser.name === "other" ? [] : [`browser-${browser.name}`];
  if (browser.name === "safari") names.unshift("safari");
  return names.join(" ");
}
