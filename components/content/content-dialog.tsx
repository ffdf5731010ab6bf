"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { HtmlContent } from "@/components/ui/html-content";
import { LoadState } from "./load-state";
import { useContentPage } from "./use-content-queries";

/** "#/content/{slug}": an information page over the current screen (spec §2); links open in a new tab. */
export function ContentDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useTranslations("content");
  const page = useContentPage(slug);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={page.data?.title ?? t("loading")} size="medium">
      <div data-testid="content-dialog" className="flex flex-col gap-3">
        {page.data ? (
          <>
            <HtmlContent html={page.data.html} />
            <a href={`/content/${page.data.slug}`} className="self-start text-sm text-primary hover:underline">
              {t("openAsPage")}
            </a>
          </>
        ) : (
          <LoadState error={page.error} onRetry={() => void page.refetch()} />
        )}
      </div>
    </Dialog>
  );
}
