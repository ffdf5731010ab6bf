// npm run audit:user-menu [-- --url=http://localhost:3000/catalog --runs=5 --email=buyer@demo.test]
// How long a signed-in buyer waits for the header's account menu: from navigation start to the
// «Меню пользователя …» button being in the page and enabled, read in the page itself (performance.now()
// at the animation frame it appears), with the page's DOMContentLoaded beside it. A fresh browser context
// per run with the token stored as sign-in stores it. Prints each run and the median; asserts nothing.
import { launchChromium, numberFlag, targetUrl } from "./browser";

const PASSWORD = process.env.AUDIT_PASSWORD ?? "demo12345";

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const url = targetUrl();
  const runs = numberFlag("runs", 5);
  const email = flag("email") ?? "buyer@demo.test";
  const signIn = await fetch(new URL("/api/v2/user/sign-in", url), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const { authToken } = (await signIn.json()) as { authToken: string };
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      await context.addInitScript((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), authToken);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "commit" });
      const menuAt = await page.waitForFunction(
        () => {
          const button = document.querySelector<HTMLButtonElement>('header button[aria-label^="Меню пользователя"]');
          return button && !button.disabled && button.offsetParent !== null ? performance.now() : null;
        },
        undefined,
        { polling: "raf", timeout: 60_000 },
      );
      const ms = Math.round((await menuAt.jsonValue()) as number);
      const dcl = await page.evaluate(() => Math.round((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd));
      times.push(ms);
      console.log(`run ${run}: user menu at ${ms} ms (DOMContentLoaded ${dcl} ms)`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${url}: user menu median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]}, max ${sorted.at(-1)} (${runs} runs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
