import { getTranslations } from "next-intl/server";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { listConfiguratorRows } from "@/lib/server/configurator/find-configurator";
import { configuratorMetadata, requireConfiguratorModule } from "./configurator-page-guard";

export const generateMetadata = configuratorMetadata;

/** /modules/configurator: the site's configurators, each a tile with its steps (spec §2 `/modules/{configurator}`). */
export default async function ConfiguratorsPage() {
  const site = await requireConfiguratorModule();
  const t = await getTranslations("configurator");
  const rows = await listConfiguratorRows(site.id);
  return (
    <PageWrapper title={t("title")}>
      <p className="text-sm text-muted">{t("listIntro")}</p>
      {rows.length === 0 ? (
        <p className="rounded-md bg-white p-4">{t("empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {rows.map((row) => (
            <li key={row.code}>
              <IntentLink href={`/modules/configurator/${row.code}`} className="flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-5 hover:border-primary">
                <span className="text-lg font-medium text-primary">{row.name}</span>
                {row.description ? <span className="text-sm text-muted">{row.description}</span> : null}
                <span className="text-sm">{row.steps.map((s) => s.title).join(" → ")}</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </PageWrapper>
  );
}
