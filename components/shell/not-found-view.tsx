import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";

/** The not-found view (spec §2): the page may be deleted or the link wrong; use the top menu. Server or client. */
export function NotFoundView() {
  const t = useTranslations("errors");
  const common = useTranslations("common");
  return (
    <section data-page-state="not-found" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-medium text-primary">{t("notFoundTitle")}</h1>
      <p className="mb-8 text-muted">{t("notFoundText")}</p>
      <IntentLink href="/catalog" className="rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark">
        {common("catalog")}
      </IntentLink>
    </section>
  );
}
