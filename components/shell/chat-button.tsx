"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { TChatKind } from "@/lib/shared/chat-kind";
import { openLiveChat } from "@/lib/client/shell/live-chat";
import { showError } from "@/lib/client/shell/snackbar-store";

export type TChatLink = { type: string; link: string; image?: string; hint?: string; background?: string };
export type TChatButtonConfig = { kind: TChatKind; link: string; buttons: TChatLink[] };

/** Spec §9: the button's box is 80 × 68 px (its classes), it widens to 250 px with its label, the list fades in 400 ms. */
export const chatButtonSize = { width: 80, height: 68, extendedWidth: 250, fadeMs: 400 } as const;
const POSITION_KEY = "B2B_CHAT_BUTTON_POSITION";
const DRAG_THRESHOLD = 4;
const MARGIN = 8;

type TPosition = { right: number; bottom: number };
const defaultPosition: TPosition = { right: 16, bottom: 16 };

function clamp(position: TPosition): TPosition {
  const maxRight = Math.max(0, window.innerWidth - chatButtonSize.width - MARGIN);
  const maxBottom = Math.max(0, window.innerHeight - chatButtonSize.height - MARGIN);
  return { right: Math.min(Math.max(MARGIN, position.right), maxRight), bottom: Math.min(Math.max(MARGIN, position.bottom), maxBottom) };
}

function readPosition(): TPosition {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(POSITION_KEY) ?? "null");
    if (saved && typeof saved === "object" && "right" in saved && "bottom" in saved && typeof saved.right === "number" && typeof saved.bottom === "number") {
      return clamp({ right: saved.right, bottom: saved.bottom });
    }
  } catch {
    // A damaged value: start from the corner again.
  }
  return defaultPosition;
}

const safeColor = (value?: string) => (value && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value) ? value : undefined);
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

function LinkIcon({ item }: { item: TChatLink }) {
  if (item.image) {
    // eslint-disable-next-line @next/next/no-img-element -- a seller's icon on any host: next/image would need every host configured
    return <img src={item.image} alt="" width={24} height={24} className="h-6 w-6 object-contain" />;
  }
  const letters: Record<string, string> = { telegram: "TG", whatsapp: "WA", email: "@", phone: "☎", vk: "VK", viber: "VB" };
  return <span className="text-sm font-bold">{letters[item.type] ?? item.type.slice(0, 2).toUpperCase()}</span>;
}

/**
 * The floating chat button (spec §2): draggable anywhere on the screen (the place is remembered),
 * with the seller's extra link buttons; the live chat of the configured kind loads on first use.
 */
export function ChatButton({ config }: { config: TChatButtonConfig }) {
  const t = useTranslations("shell.chat");
  const [position, setPosition] = useState<TPosition>(defaultPosition);
  const [isListOpen, setListOpen] = useState(false);
  const [isOpening, setOpening] = useState(false);
  const drag = useRef<{ x: number; y: number; from: TPosition; moved: boolean } | null>(null);
  const justDragged = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved place is only readable after hydration
    setPosition(readPosition());
    const onResize = () => setPosition((current) => clamp(current));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // Pages end with room for the button (app-main's bottom padding, globals.css): the last card's
  // «В корзину» or the cart's «Оформить заказ» can always be scrolled clear of it.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--chat-clearance", `${position.bottom + chatButtonSize.height + MARGIN}px`);
    return () => {
      root.style.removeProperty("--chat-clearance");
    };
  }, [position.bottom]);

  const openChat = async () => {
    if (config.kind === "link") {
      window.open(config.link, isWebLink(config.link) ? "_blank" : "_self", "noopener");
      return;
    }
    setOpening(true);
    const isOpen = await openLiveChat(config.kind, config.link);
    setOpening(false);
    if (!isOpen) showError({ message: t("unavailable") });
  };

  const onMainClick = () => {
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    if (config.buttons.length) setListOpen((open) => !open);
    else void openChat();
  };

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: position, moved: false };
  };

  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setPosition(clamp({ right: current.from.right - dx, bottom: current.from.bottom - dy }));
  };

  const onPointerUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (!current?.moved) return;
    justDragged.current = true;
    const dropped = clamp({ right: current.from.right - (event.clientX - current.x), bottom: current.from.bottom - (event.clientY - current.y) });
    setPosition(dropped);
    window.localStorage.setItem(POSITION_KEY, JSON.stringify(dropped));
  };

  const listId = "chat-button-links";
  return (
    <div data-testid="chat-button" className="fixed z-30 flex flex-col items-end gap-2" style={{ right: position.right, bottom: `calc(${position.bottom}px + var(--bottom-bar-height, 0px))` }}>
      {config.buttons.length ? (
        <ul
          id={listId}
          aria-label={t("linksLabel")}
          hidden={!isListOpen}
          // Fades in from the moment it is shown (CSS @starting-style).
          className="flex flex-col items-end gap-2 transition-opacity ease-out starting:opacity-0"
          style={{ transitionDuration: `${chatButtonSize.fadeMs}ms` }}
        >
          {config.kind !== "link" ? (
            <li>
              <button type="button" onClick={() => void openChat()} className="flex h-12 items-center gap-2 rounded-full bg-secondary px-4 text-sm font-medium text-white shadow-lg" aria-busy={isOpening || undefined}>
                {t("liveChat")}
              </button>
            </li>
          ) : null}
          {config.buttons.map((item) => (
            <li key={`${item.type}:${item.link}`}>
              <a
                href={item.link}
                target={isWebLink(item.link) ? "_blank" : undefined}
                rel="noopener noreferrer"
                title={item.hint}
                aria-label={item.hint ?? item.type}
                className="flex h-12 w-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:brightness-110"
                style={{ background: safeColor(item.background) }}
              >
                <LinkIcon item={item} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        aria-label={t("label")}
        aria-expanded={config.buttons.length ? isListOpen : undefined}
        aria-controls={config.buttons.length ? listId : undefined}
        onClick={onMainClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        className="group flex h-[68px] w-[80px] touch-none items-center justify-end rounded-full bg-secondary text-white shadow-xl transition-[width] duration-200 select-none hover:w-[250px] focus-visible:w-[250px]"
      >
        <span className="hidden flex-1 truncate pl-5 text-left text-sm font-medium group-hover:block group-focus-visible:block">{t("label")}</span>
        <span className="flex h-full w-[80px] shrink-0 items-center justify-center" aria-hidden>
          <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
          </svg>
        </span>
      </button>
    </div>
  );
}
