// npx tsx scripts/audit/react-commits.ts [--url=http://localhost:3000/catalog] [--mobile]
// What React renders during and after hydration of a cold, anonymous page load: every commit with the
// components whose function ran in it (names are minified in a production build, so each is followed
// by the first DOM element it renders, e.g. `g<a[cart-badge].relative>`). Read through a stand-in for
// the React DevTools hook, installed before the page's scripts. The server must be running (npm start).
import { launchChromium, targetUrl } from "./browser";

type TCommit = { at: number; rendered: string[] };

// Plain JavaScript in a string: the page runs it as is (no helpers of the TypeScript compiler).
const devtoolsHook = `(() => {
  const commits = [];
  window.__b2bCommits = commits;
  // A fiber's props and hook state are new objects whenever its function ran; a fiber React only
  // passed over keeps them (and its old PerformedWork flag), so it does not count.
  const seen = new WeakMap();
  const nameOf = (fiber) => {
    const type = fiber.type ?? fiber.elementType;
    if (!type || typeof type === "string") return null;
    return type.displayName ?? type.name ?? type.render?.name ?? null;
  };
  const placeOf = (fiber) => {
    let host = fiber.child;
    while (host && host.tag !== 5 && host.tag !== 6) host = host.child;
    const node = host && host.stateNode;
    if (!node) return "-";
    if (node.nodeType === 3) return "#text";
    const testId = node.dataset && node.dataset.testid ? "[" + node.dataset.testid + "]" : "";
    return node.tagName.toLowerCase() + testId + "." + String(node.className || "").split(" ").slice(0, 2).join(".");
  };
  const isComponent = (fiber) => fiber.tag === 0 || fiber.tag === 1 || fiber.tag === 11 || fiber.tag === 15;
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const rendered = [];
      const walk = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          const before = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
          const isFresh = !before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState;
          const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
          seen.set(fiber, now);
          if (fiber.alternate) seen.set(fiber.alternate, now);
          const name = isFresh && fiber.flags & 1 && isComponent(fiber) ? nameOf(fiber) : null;
          if (name) rendered.push(name + "<" + placeOf(fiber) + ">");
          if (fiber.child) walk(fiber.child);
        }
      };
      walk(root.current.child);
      commits.push({ at: Math.round(performance.now()), rendered });
    },
  };
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", { get: () => hook, set: () => {}, configurable: false });
})();`;

const isMobile = process.argv.includes("--mobile");
const url = targetUrl();
const browser = await launchChromium();
try {
  const context = await browser.newContext(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : { viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript({ content: devtoolsHook });
  await page.goto(url, { waitUntil: "networkidle" });
  // Chunks loaded after hydration (chat button, notices) render too.
  await page.waitForTimeout(2000);
  const commits = await page.evaluate(() => (window as unknown as { __b2bCommits: TCommit[] }).__b2bCommits);
  console.log(`${url} (${isMobile ? "375×812" : "1920×1080"}): ${commits.length} commits`);
  for (const [index, commit] of commits.entries()) {
    const counts = new Map<string, number>();
    for (const name of commit.rendered) counts.set(name, (counts.get(name) ?? 0) + 1);
    const list = [...counts].map(([name, count]) => (count > 1 ? `${name}×${count}` : name)).join(", ");
    console.log(`  ${String(commit.at).padStart(6)} ms  ${index === 0 ? "hydration" : "update"}: ${commit.rendered.length} components${list ? `: ${list}` : ""}`);
  }
} finally {
  await browser.close();
}
