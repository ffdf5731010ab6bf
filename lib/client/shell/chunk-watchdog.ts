/**
 * Spec §9: a chunk that does not arrive within 120 s has failed. Next 16 builds with Turbopack, whose
 * browser runtime loads a chunk by adding a <script> (or a stylesheet <link>) to <head> and settles on
 * that element's load or error event — it has no timeout and no setting for one (webpack's
 * `output.chunkLoadTimeout`, whose default is this same 120 000 ms, does not exist there). So the app
 * watches the elements the runtime adds, and one still silent after the timeout gets an `error` event:
 * the runtime then does what it does for any failed chunk (one more try, then a ChunkLoadError that the
 * route's error boundary shows with a reload). docs/adr/0029-chunk-timeout-and-translation-limits.md.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type TChunkElement = HTMLScriptElement | HTMLLinkElement;

/** A script or stylesheet of the build (`/_next/static/…`); preloads and others' scripts are not chunks. */
function isChunkElement(node: Node): node is TChunkElement {
  if (node instanceof HTMLScriptElement) return node.src.includes("/_next/static/");
  return node instanceof HTMLLinkElement && node.rel === "stylesheet" && node.href.includes("/_next/static/");
}

/** Starts watching chunks added to `root` from now on; returns the function that stops it. */
export function watchChunkLoads({ root = document.head, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { root?: Node; timeoutMs?: number } = {}): () => void {
  const timers = new Map<TChunkElement, ReturnType<typeof setTimeout>>();
  const watch = (element: TChunkElement) => {
    if (timers.has(element)) return;
    const settle = () => {
      clearTimeout(timers.get(element));
      timers.delete(element);
    };
    element.addEventListener("load", settle, { once: true });
    element.addEventListener("error", settle, { once: true });
    timers.set(
      element,
      setTimeout(() => {
        timers.delete(element);
        element.dispatchEvent(new Event("error"));
      }, timeoutMs),
    );
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => isChunkElement(node) && watch(node));
  });
  observer.observe(root, { childList: true });
  return () => {
    observer.disconnect();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
}
