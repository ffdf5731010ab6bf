import { IntentLink } from "@/components/ui/intent-link";
import { useTranslations } from "next-intl";
import { moduleHrefs, type TModuleKey } from "@/lib/shared/areas";

/** The modules menu (spec §2 "/modules and /m"): a tile per module the site has switched on. */
export function ModulesMenu({ modules }: { modules: TModuleKey[] }) {
  const t = useTranslations("shell.modules");
  return (
    <section>
      <h1 className="mb-6 text-2xl font-medium">{t("title")}</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {modules.map((key) => (
          <li key={key}>
            <IntentLink href={moduleHrefs[key]} className="flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-5 hover:border-primary">
              <span className="text-lg font-medium text-primary">{t(`${key}.title`)}</span>
              <span className="text-sm text-muted">{t(`${key}.text`)}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
