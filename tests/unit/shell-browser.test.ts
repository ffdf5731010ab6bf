import { browserClassNames, detectBrowser } from "@/lib/shared/browser";

const ua = {
  chrome120: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  chrome80: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36",
  firefox87: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:87.0) Gecko/20100101 Firefox/87.0",
  firefox121: "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
  safari13: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15",
  safari17: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
  iphone12: "Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  chromeIos13: "Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/110.0.5481.83 Mobile/15E148 Safari/604.1",
  ie11: "Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko",
  ie10: "Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)",
  edgeLegacy: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582",
  edge120: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
  yandexNew: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36",
  yandexOld: "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 YaBrowser/20.12.1.178 Yowser/2.5 Safari/537.36",
  opera: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  yandexbot: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  oldBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/41.0.2272.96 Safari/537.36",
};

describe("browser detection (spec §2)", () => {
  it("names the browser and its version", () => {
    expect(detectBrowser(ua.chrome120)).toEqual({ name: "chrome", version: 120, isOutdated: false });
    expect(detectBrowser(ua.firefox121)).toEqual({ name: "firefox", version: 121, isOutdated: false });
    expect(detectBrowser(ua.safari17)).toEqual({ name: "safari", version: 17, isOutdated: false });
    expect(detectBrowser(ua.edge120)).toMatchObject({ name: "edge", version: 120, isOutdated: false });
    expect(detectBrowser(ua.yandexNew)).toMatchObject({ name: "yandex", version: 23, isOutdated: false });
    expect(detectBrowser(ua.opera)).toMatchObject({ name: "opera", version: 105, isOutdated: false });
  });

  it("flags outdated browsers: Chrome < 90, Firefox < 88, Safari < 14, any IE, legacy Edge", () => {
    expect(detectBrowser(ua.chrome80).isOutdated).toBe(true);
    expect(detectBrowser(ua.firefox87).isOutdated).toBe(true);
    expect(detectBrowser(ua.safari13).isOutdated).toBe(true);
    expect(detectBrowser(ua.iphone12).isOutdated).toBe(true);
    expect(detectBrowser(ua.chromeIos13).isOutdated).toBe(true);
    expect(detectBrowser(ua.ie11)).toMatchObject({ name: "ie", isOutdated: true });
    expect(detectBrowser(ua.ie10)).toMatchObject({ name: "ie", version: 10, isOutdated: true });
    expect(detectBrowser(ua.edgeLegacy)).toMatchObject({ name: "edge", isOutdated: true });
    expect(detectBrowser(ua.yandexOld)).toMatchObject({ name: "yandex", isOutdated: true });
  });

  it("never sends crawlers or unknown agents away", () => {
    expect(detectBrowser(ua.googlebot).isOutdated).toBe(false);
    expect(detectBrowser(ua.yandexbot).isOutdated).toBe(false);
    expect(detectBrowser(ua.oldBot).isOutdated).toBe(false);
    expect(detectBrowser("").isOutdated).toBe(false);
    expect(detectBrowser(null)).toEqual({ name: "other", version: null, isOutdated: false });
    expect(detectBrowser("curl/8.5.0").isOutdated).toBe(false);
  });

  it("gives Safari its CSS class", () => {
    expect(browserClassNames(detectBrowser(ua.safari17))).toBe("safari browser-safari");
    expect(browserClassNames(detectBrowser(ua.chrome120))).toBe("browser-chrome");
    expect(browserClassNames(detectBrowser("curl/8"))).toBe("");
  });
});
