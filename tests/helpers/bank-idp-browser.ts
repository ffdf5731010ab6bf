// Drives the local bank's authorization the way a browser would (cookies, redirects, the login and
// consent forms) with plain fetch, so API tests get a real authorization code.

type TConsent = "allow" | "deny";

/** A tiny cookie jar: the local bank's cookies are all on one host, so names are enough. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Follows the bank from the start call's URL to the redirect back to the storefront, choosing the
 * demo customer `customer` and allowing or refusing consent. Returns the URL the bank sent the browser
 * to (…/auth/{provider}/complete?code=…&state=…&iss=…).
 */
export async function authorizeAtBank(startUrl: string, { customer, consent = "allow", returnTo }: { customer: string; consent?: TConsent; returnTo: string }): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(startUrl);
  let method = "GET";
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method,
      body,
      redirect: "manual",
      headers: { cookie: jar.header(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(returnTo)) return next;
      url = next;
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`bank answered ${response.status}: ${html.slice(0, 300)}`);
    const login = /action="(\/interaction\/[^"]+\/login)"/.exec(html);
    const confirm = /action="(\/interaction\/[^"]+\/confirm)"/.exec(html);
    const abort = /action="(\/interaction\/[^"]+\/abort)"/.exec(html);
    if (login) {
      url = new URL(login[1], url);
      body = new URLSearchParams({ customer }).toString();
    } else if (confirm && abort) {
      url = new URL(consent === "allow" ? confirm[1] : abort[1], url);
      body = "";
    } else throw new Error(`unexpected bank page: ${html.slice(0, 300)}`);
    method = "POST";
  }
  throw new Error("too many redirects at the bank");
}
