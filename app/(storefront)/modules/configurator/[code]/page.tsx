import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfiguratorScreen } from "@/components/configurator/configurator-screen";
import { ZConfiguratorKey } from "@/lib/contracts/configurator";
import { listConfiguratorRows, summaryOf } from "@/lib/server/configurator/find-configurator";
import { getRequestSite } from "@/lib/server/http/request-site";
import { configuratorMetadata, requireConfiguratorModule } from "../configurator-page-guard";

async function findRow(code: string) {
  if (!ZConfiguratorKey.safeParse(code).success) return null;
  const site = await getRequestSite();
  return (await listConfiguratorRows(site.id)).find((r) => r.code === code) ?? null;
}

export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const row = await findRow((await params).code);
  return row ? { title: row.name, robots: { index: false, follow: false } } : configuratorMetadata();
}

/** /modules/configurator/{code}: the builder; its steps' products load in the browser with the buyer's token (the company's prices). */
export default async function ConfiguratorPage({ params }: { params: Promise<{ code: string }> }) {
  await requireConfiguratorModule();
  const row = await findRow((await params).code);
  if (!row) notFound();
  return <ConfiguratorScreen configurator={summaryOf(row)} />;
}
