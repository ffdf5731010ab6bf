import { useTranslations } from "next-intl";
import { ErrorDetails, type TErrorDetails } from "./error-details";

/** The 503 page (spec §2): heading, the fixed text, and the error's status, name and message in small text. */
export function ServiceUnavailableView(details: TErrorDetails) {
  const t = useTranslations("shell.unavailable");
  return (
    <section data-page-state="unavailable" className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-medium text-primary">{t("title")}</h1>
      <p className="text-muted">{t("text")}</p>
      <ErrorDetails {...details} />
    </section>
  );
}
