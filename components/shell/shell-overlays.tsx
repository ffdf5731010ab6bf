"use client";

import dynamic from "next/dynamic";
import { ContentHashOverlays } from "@/components/content/content-hash-overlays";
import { useCookieConsent } from "@/lib/client/shell/use-cookie-consent";
import type { TChatButtonConfig } from "./chat-button";
import type { TImportantNoticeConfig } from "./important-notice";

// Loaded after the page, and only for sites that have them: a visitor's first load carries none of this.
const ChatButton = dynamic(() => import("./chat-button").then((m) => m.ChatButton), { ssr: false });
const ImportantNotice = dynamic(() => import("./important-notice").then((m) => m.ImportantNotice), { ssr: false });
const RegionalMessage = dynamic(() => import("./regional-message").then((m) => m.RegionalMessage), { ssr: false });

type TProps = { chat: TChatButtonConfig | null; importantNotice: TImportantNoticeConfig | null; regionalMessage: boolean };

/** The shell's floating pieces that depend on the site's configuration (decided on the server). */
export function ShellOverlays({ chat, importantNotice, regionalMessage }: TProps) {
  // The chat button sits above the cookie notice: it waits until the notice has decided, so it
  // appears in its final place instead of jumping when the notice shows up.
  const isConsentKnown = !useCookieConsent().isPending;
  return (
    <>
      {chat && isConsentKnown ? <ChatButton config={chat} /> : null}
      {importantNotice ? <ImportantNotice notice={importantNotice} /> : null}
      {regionalMessage ? <RegionalMessage /> : null}
      <ContentHashOverlays />
    </>
  );
}
