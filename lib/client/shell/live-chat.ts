import { isScriptUrl, withMinuteStamp, type TChatKind } from "@/lib/shared/chat-kind";

type TOpenable = { open: () => void };
type TChatWindow = Window & { jivo_api?: TOpenable };

const WAIT_MS = 10_000;
let bitrixWidget: TOpenable | null = null;
const loading = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    // The loader changes on the vendor's side: a new minute, a fresh copy (spec §2).
    script.src = withMinuteStamp(url);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      reject(new Error("chat script failed"));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

function waitFor<T>(read: () => T | null | undefined): Promise<T | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      const value = read();
      if (value) resolve(value);
      else if (Date.now() - started > WAIT_MS) resolve(null);
      else window.setTimeout(tick, 200);
    };
    tick();
  });
}

/**
 * Opens the seller's live chat (JivoSite or the Bitrix24 widget), loading its script on first use only:
 * visitors who never open the chat download nothing of it. Resolves false when the chat did not come up.
 */
export async function openLiveChat(kind: Exclude<TChatKind, "link">, scriptUrl: string): Promise<boolean> {
  if (!isScriptUrl(scriptUrl)) return false;
  if (kind === "bitrix24" && !bitrixWidget) {
    // Bitrix24 hands its widget over in this event (its own buttons stay hidden by globals.css).
    window.addEventListener("onBitrixLiveChat", (event) => {
      const detail: unknown = (event as CustomEvent).detail;
      const widget = typeof detail === "object" && detail !== null ? (detail as { widget?: TOpenable }).widget : undefined;
      if (widget && typeof widget.open === "function") bitrixWidget = widget;
    });
  }
  try {
    await loadScript(scriptUrl);
  } catch {
    return false;
  }
  const chat = kind === "jivo" ? await waitFor(() => (window as TChatWindow).jivo_api) : await waitFor(() => bitrixWidget);
  if (!chat) return false;
  chat.open();
  return true;
}
