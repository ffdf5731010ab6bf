import fs from "node:fs";
import path from "node:path";
import { pickClientMessages, routeClientMessages, routeMessagePaths, shellClientMessages, shellMessagePaths, type TMessageRoute } from "@/lib/server/i18n/client-messages";
import ru from "@/messages/ru.json";

const root = path.join(__dirname, "../..");
/** Where browser code can come from; lib/server never reads client messages. */
const followed = ["app/", "components/", "lib/client/", "lib/shared/"];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The message paths the files reachable from `entries` (static and dynamic imports) read: a
 * `useTranslations("ns")` whose every call has a literal key gives "ns.key" paths (a template key gives
 * its literal start), otherwise the namespace itself.
 */
function messagesRead(entries: string[]): Map<string, string> {
  const read = new Map<string, string>();
  const seen = new Set<string>();
  const stack = entries.map((entry) => path.join(root, entry));
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const rel = path.relative(root, file);
    if (!followed.some((dir) => rel.startsWith(dir))) continue;
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const target = resolveImport(file, match[1]);
      if (target) stack.push(target);
    }
    for (const match of source.matchAll(/(?:const\s+(\w+)\s*=\s*)?useTranslations\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]))/g)) {
      const namespace = match[2] ?? match[3];
      if (!namespace) throw new Error(`${rel}: useTranslations without a literal namespace`);
      const variable = match[1];
      const uses = variable ? [...source.matchAll(new RegExp(`\\b${variable}\\b(\\.(?:rich|markup|has|raw))?(\\(\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)))?`, "g"))].slice(1) : [];
      const keys = uses.map((use) => (use[2] === undefined ? null : (use[3] ?? use[4] ?? use[5] ?? null)));
      if (!variable || keys.length === 0 || keys.some((key) => key === null || key === "")) read.set(namespace, rel);
      else for (const key of keys) read.set(`${namespace}.${(key as string).replace(/\.$/, "")}`, rel);
    }
  }
  return read;
}

const covers = (paths: readonly string[], needed: string) => paths.some((p) => needed === p || needed.startsWith(`${p}.`));
const missing = (read: Map<string, string>, paths: readonly string[]) => [...read].filter(([needed]) => !covers(paths, needed)).map(([needed, file]) => `${needed} (${file})`);

/** Every page, and the route whose messages it is wrapped in (its own file or a layout above it). */
function pages(): { page: string; route: TMessageRoute | null }[] {
  const found: { page: string; route: TMessageRoute | null }[] = [];
  for (const rel of fs.readdirSync(path.join(root, "app"), { recursive: true }) as string[]) {
    if (path.basename(rel) !== "page.tsx") continue;
    const page = path.join("app", rel);
    let route: TMessageRoute | null = null;
    for (let dir = path.dirname(page); dir !== "." && !route; dir = path.dirname(dir)) {
      for (const file of [path.join(dir, "page.tsx"), path.join(dir, "layout.tsx")]) {
        if (file.endsWith("page.tsx") && file !== page) continue;
        const source = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : "";
        const match = source.match(/RouteMessages route="(\w+)"|routeMessagesLayout\("(\w+)"\)/);
        if (match) route = (match[1] ?? match[2]) as TMessageRoute;
      }
    }
    found.push({ page, route });
  }
  return found;
}

describe("messages sent to the browser (per route)", () => {
  it("with every page: what the shell, the error and not-found pages read", () => {
    const shellFiles = ["app/layout.tsx", "app/(storefront)/layout.tsx", "app/error.tsx", "app/global-error.tsx", "app/not-found.tsx", "app/(storefront)/error.tsx", "app/(storefront)/not-found.tsx"];
    const read = messagesRead(shellFiles);
    expect(read.has("shell.cookies")).toBe(true);
    expect(missing(read, shellMessagePaths)).toEqual([]);
  });

  it.each(pages().map((entry) => [entry.page, entry]))("%s: every message its components read", (_name, { page, route }) => {
    const sent = [...shellMessagePaths, ...(route ? routeMessagePaths[route] : [])];
    expect(missing(messagesRead([page]), sent)).toEqual([]);
  });

  it("the catalogue's page wears the catalogue's messages, the cart's the cart's", () => {
    const byPage = new Map(pages().map((entry) => [entry.page, entry.route]));
    expect(byPage.get("app/(storefront)/catalog/page.tsx")).toBe("catalog");
    expect(byPage.get("app/(storefront)/cart/page.tsx")).toBe("cart");
    expect(byPage.get("app/(storefront)/page.tsx")).toBeNull();
  });

  it("a page of the shell alone gets no screen's messages; the catalogue no specifications or import wizard", () => {
    const shell = shellClientMessages(ru);
    expect(Object.keys(shell).sort()).toEqual(["authUi", "bankAuth", "cart", "common", "content", "errors", "office", "shell"]);
    expect(shell.shell).toBe(ru.shell);
    expect(shell.cart).toEqual({ badge: ru.cart.badge, badgeCount: ru.cart.badgeCount, updateFailed: ru.cart.updateFailed, removed: ru.cart.removed, cleared: ru.cart.cleared });
    expect(Object.keys(shell.office as object).sort()).toEqual(["nav", "title"]);
    const catalog = routeClientMessages(ru, "catalog");
    expect(catalog.catalog).toBe(ru.catalog);
    expect(catalog.specificationsScreen).toEqual({ add: ru.specificationsScreen.add });
    expect(catalog).not.toHaveProperty("importWizard");
    expect(catalog).not.toHaveProperty("orders");
    expect(catalog).not.toHaveProperty("catalogApi");
    // The shell's namespaces are the root's very objects: the page data carries them once.
    expect(catalog.shell).toBe(shell.shell);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(pickClientMessages(ru, Object.keys(ru))).length / 3);
  });

  it("a whole namespace wins over its keys, whatever the order", () => {
    expect(pickClientMessages(ru, ["cart.badge", "cart"]).cart).toBe(ru.cart);
    expect(pickClientMessages(ru, ["cart", "cart.badge"]).cart).toBe(ru.cart);
    expect(pickClientMessages(ru, ["nope.none", "cart.nope"])).toEqual({ cart: {} });
  });
});
