// npm run audit:js-size [-- --url=http://localhost:3000/catalog --budget-kb=150]
// The JavaScript a first-time visitor downloads for a page: every script the page loads until the
// network is quiet (lazy chunks included), gzip-compressed the way `next start` serves them. Fails
// (exit 1) above the budget. The server must be running (npm start).
import { gzipSync } from "node:zlib";
import { launchChromium, numberFlag, targetUrl } from "./browser";

type TScript = { url: string; raw: number; gzip: number };

async function measure(url: string, viewport: { width: number; height: number }, isMobile: boolean): Promise<TScript[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    const pending: Promise<TScript | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    // Chunks loaded after hydration (chat button, notices) count too.
    await page.waitForTimeout(2000);
    const scripts = (await Promise.all(pending)).filter((s): s is TScript => s !== null);
    const inline = await page.evaluate(() => Array.from(document.querySelectorAll("script:not([src])")).reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0));
    console.log(`  inline scripts (RSC payload, boot code): ${(inline / 1024).toFixed(1)} KB raw, not counted below`);
    return scripts;
  } finally {
    await browser.close();
  }
}

const url = targetUrl();
const budgetKb = numberFlag("budget-kb", 150);
let worst = 0;
for (const [label, viewport, isMobile] of [
  ["desktop 1920×1080", { width: 1920, height: 1080 }, false],
  ["mobile 375×812", { width: 375, height: 812 }, true],
] as const) {
  console.log(`${label}: ${url}`);
  const scripts = await measure(url, viewport, isMobile);
  scripts.sort((a, b) => b.gzip - a.gzip);
  for (const s of scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${new URL(s.url).pathname}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`  total: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw); budget ${budgetKb} KB gzip\n`);
  worst = Math.max(worst, total);
}
if (worst > budgetKb * 1024) {
  console.error(`Over budget: ${(worst / 1024).toFixed(1)} KB > ${budgetKb} KB gzip`);
  process.exit(1);
}
console.log(`Within budget: ${(worst / 1024).toFixed(1)} KB ≤ ${budgetKb} KB gzip`);
