// Shared by the audit scripts: Debian's Chromium (Playwright cannot download its own here) and the
// target address, from the command line or the environment.
import { chromium, type Browser } from "@playwright/test";

export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** `--url=…` or AUDIT_URL; default: the demo site's catalogue on `npm start`'s port. */
export function targetUrl(): string {
  const flag = process.argv.find((arg) => arg.startsWith("--url="));
  return flag?.slice("--url=".length) ?? process.env.AUDIT_URL ?? `http://localhost:${process.env.PORT ?? 3000}/catalog`;
}

export function numberFlag(name: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = flag ? Number(flag.slice(name.length + 3)) : NaN;
  return Number.isFinite(value) ? value : fallback;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
