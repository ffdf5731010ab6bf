"use client";

import { useTranslations } from "next-intl";
import { useDevOutboxUrl } from "@/lib/client/auth/use-app-config";

/**
 * «Письмо не пришло? — откройте тестовый ящик» under a code field, only when the server says the test
 * outbox opens for this visitor (no mail configured and a request from the server's own machine).
 */
export function DevOutboxLink() {
  const t = useTranslations("authUi");
  const url = useDevOutboxUrl();
  if (!url) return null;
  return (
    <p className="text-sm text-muted" data-testid="dev-outbox-hint">
      {t.rich("devOutboxHint", {
        outbox: (chunks) => (
          <a href={url} target="_blank" rel="noopener" className="text-primary hover:underline">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
