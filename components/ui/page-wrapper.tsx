import type { TSafeHtml } from "@/lib/contracts/safe-html";
import { HelpBox } from "./help-box";
import { PageProgress } from "./page-progress";

type TPageWrapperProps = {
  title: string;
  /** A progress bar under the heading: `true` to show it, or a progress id of the message store (lib/client/shell/snackbar-store). */
  progress?: boolean | string;
  /** A closable help box of seller HTML (sanitised on the server: lib/server/html/sanitize-html.ts); `id` remembers on this device that it was closed. */
  help?: { id: string; html: TSafeHtml };
  /** Buttons next to the heading. */
  actions?: React.ReactNode;
  /** A side area: a column on desktop, under the content on smaller screens. */
  side?: React.ReactNode;
  children: React.ReactNode;
};

/** The frame of a screen (spec §2 "Page wrapper"): heading, progress bar, optional help box, side area. */
export function PageWrapper({ title, progress, help, actions, side, children }: TPageWrapperProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-medium">{title}</h1>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {progress !== undefined && progress !== false ? <PageProgress id={typeof progress === "string" ? progress : null} /> : null}
        {help ? <HelpBox id={help.id} html={help.html} /> : null}
        {children}
      </div>
      {side ? <aside className="w-full shrink-0 lg:w-80">{side}</aside> : null}
    </div>
  );
}
