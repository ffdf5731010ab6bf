import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ImportWizard } from "@/components/spec-import/import-wizard";
import type { TImportTarget } from "@/components/spec-import/wizard-state";
import { getRequestSite } from "@/lib/server/http/request-site";
import { getHelpBox } from "@/lib/server/shell/help-config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("importWizard");
  // Personal: never indexed.
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** `target`: cart (the default), new, or a specification's id; anything else is read as the cart. */
function targetOf(value: string | string[] | undefined): TImportTarget {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === "new") return { kind: "new" };
  if (text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) return { kind: "existing", id: Number(text) };
  return { kind: "cart" };
}

/** /specifications/import?target=cart|new|{id} (spec §2 "Specification import wizard"): the wizard runs in the browser, with the buyer's token. */
export default async function SpecificationImportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, site] = await Promise.all([searchParams, getRequestSite()]);
  return <ImportWizard target={targetOf(params.target)} help={getHelpBox(site, "specImport")} />;
}
