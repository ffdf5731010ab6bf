import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { resolveSite, type TSite } from "../sites/resolve-site";

/** The site of the page being rendered. The proxy already answered unknown hosts; this is the backstop. */
export async function getRequestSite(): Promise<TSite> {
  const site = await resolveSite((await headers()).get("host"));
  if (!site) notFound();
  return site;
}
