import "server-only";
import { notFound } from "next/navigation";
import { forwardedScheme } from "@/lib/shared/host";
import { resolveSite, type TSite } from "../sites/resolve-site";
import { requestHeaders as readHeaders } from "./request-reads";

/** The site of the page being rendered. The proxy already answered unknown hosts; this is the backstop. */
export async function getRequestSite(): Promise<TSite> {
  const site = await resolveSite((await readHeaders()).get("host"));
  if (!site) notFound();
  return site;
}

/**
 * The origin of the page being rendered, for canonical and absolute links: the Host the site was
 * resolved from (a forwarded host could name anything), https behind a proxy that says so.
 */
export async function getRequestOrigin(): Promise<string> {
  const requestHeaders = await readHeaders();
  return `${forwardedScheme(requestHeaders.get("x-forwarded-proto"))}://${requestHeaders.get("host") ?? "localhost"}`;
}
