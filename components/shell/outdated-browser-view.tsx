import { useTranslations } from "next-intl";

const browsers = ["chrome", "firefox", "safari", "yandex", "opera"] as const;
const systems = ["windows", "macos"] as const;

/**
 * The outdated-browser page (spec §2): asks to update the browser or the system and names the
 * recommended ones. Plain HTML and CSS: it must work in the very browsers it is shown to.
 */
export function OutdatedBrowserView() {
  const t = useTranslations("shell.outdated");
  return (
    <main id="content" data-page-state="outdated" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-4 text-3xl font-medium text-primary">{t("title")}</h1>
      <p className="mb-8 text-muted">{t("text")}</p>
      <div className="grid gap-8 text-left sm:grid-cols-2">
        <section>
          <h2 className="mb-2 font-medium">{t("browsersHeading")}</h2>
          <ul className="list-disc pl-5">
            {browsers.map((key) => (
              <li key={key}>{t(`browsers.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-medium">{t("systemsHeading")}</h2>
          <ul className="list-disc pl-5">
            {systems.map((key) => (
              <li key={key}>{t(`systems.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
