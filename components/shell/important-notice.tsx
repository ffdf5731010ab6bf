"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { HtmlContent } from "@/components/ui/html-content";
import type { TSafeHtml } from "@/lib/contracts/safe-html";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { isNoticeForced, readNoticeClosedAt, shouldShowImportantNotice, storeNoticeClosed } from "@/lib/client/shell/important-notice";
import { useScreenType } from "@/lib/client/shell/screen-type";

export type TImportantNoticeConfig = { title: string; html: TSafeHtml; hidden: boolean };

/**
 * The important-notice dialog (spec §2): desktop only, visitors only, once per device, unless hidden by
 * the site's configuration or forced open by navigation state. Dismissing stores a timestamp locally.
 */
export function ImportantNotice({ notice }: { notice: TImportantNoticeConfig }) {
  const t = useTranslations("shell.importantNotice");
  const screen = useScreenType();
  const user = useCurrentUser();
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [forced, setForced] = useState(false);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const sync = () => {
      setClosedAt(readNoticeClosedAt());
      setForced(isNoticeForced());
      setReady(true);
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);

  const isVisitor = !user.isPending && !user.data;
  const isShown = isReady && shouldShowImportantNotice({ screen, isVisitor, closedAt, notice, forced });

  const close = () => {
    storeNoticeClosed();
    setClosedAt(readNoticeClosedAt());
    if (isNoticeForced()) {
      // Opened by a history entry: going back closes it and keeps Back meaningful.
      window.history.back();
      return;
    }
    setForced(false);
  };

  return (
    <Dialog open={isShown} onOpenChange={(open) => !open && close()} title={notice.title} size="medium">
      <HtmlContent html={notice.html} className="text-sm" />
      <div className="mt-6 flex justify-end">
        <Button type="button" onClick={close}>
          {t("understood")}
        </Button>
      </div>
    </Dialog>
  );
}
