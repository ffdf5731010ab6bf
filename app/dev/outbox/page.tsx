import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLoopbackPeer } from "@/lib/server/http/peer-address";
import { requestHeaders } from "@/lib/server/http/request-reads";
import { getRequestSite } from "@/lib/server/http/request-site";
import { devOutboxAccess } from "@/lib/server/outbox/dev-outbox-enabled";
import { listOutbox, type TOutboxItem } from "@/lib/server/outbox/list-outbox";

/** Sent; waiting (first try, or a retry at its time after an error); or dead after the last attempt. */
type TOutboxT = Awaited<ReturnType<typeof getTranslations<"auth.devOutbox">>>;

function statusOf(item: TOutboxItem, t: TOutboxT): string {
  if (item.sentAt) return t("sent");
  if (item.deadAt) return `${t("dead")}: ${item.error ?? ""}`;
  if (item.error) return `${t("failed")}: ${item.error}; ${t("retrying", { time: item.nextAttemptAt.toISOString().replace("T", " ").slice(0, 19), attempts: item.attempts })}`;
  return t("pending");
}

export const metadata: Metadata = { title: "Outbox", robots: { index: false, follow: false } };

// The site's mail and SMS that went nowhere but the log, with their codes, so sign-up and reset work with
// no mail server. It holds other people's codes: a production build shows it only to this machine itself
// (devOutboxAccess); everyone else gets 404.
export default async function DevOutboxPage() {
  const access = devOutboxAccess({ isLoopbackPeer: isLoopbackPeer(await requestHeaders()) });
  if (!access.channels.length) notFound();
  const site = await getRequestSite();
  const [items, t] = await Promise.all([listOutbox({ site }, { limit: 200, channels: access.channels }), getTranslations("auth.devOutbox")]);
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="mb-1 text-2xl font-medium">
        {t("title")} — {site.name}
      </h1>
      <p className="mb-1 text-sm text-gray-500">{t("note")}</p>
      <p className="mb-4 text-sm text-gray-500" data-testid="outbox-audience">
        {access.openToEveryone ? t("openToEveryone") : t("thisMachineOnly")}
      </p>
      {items.length === 0 ? (
        <p data-testid="outbox-empty">{t("empty")}</p>
      ) : (
        <table className="w-full border-collapse text-sm" data-testid="outbox">
          <thead>
            <tr className="border-b text-left">
              <th className="p-2">{t("time")}</th>
              <th className="p-2">{t("channel")}</th>
              <th className="p-2">{t("recipient")}</th>
              <th className="p-2">{t("subject")}</th>
              <th className="p-2">{t("body")}</th>
              <th className="p-2">{t("status")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b align-top" data-testid="outbox-message" data-recipient={item.recipient}>
                <td className="whitespace-nowrap p-2">{item.createdAt.toISOString().replace("T", " ").slice(0, 19)}</td>
                <td className="p-2">{item.channel}</td>
                <td className="p-2" data-testid="outbox-recipient">
                  {item.recipient}
                </td>
                <td className="p-2">{item.subject}</td>
                <td className="whitespace-pre-wrap p-2" data-testid="outbox-body">
                  {item.body}
                  {item.html ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-blue-700">{t("html")}</summary>
                      {/* The mail's own HTML, shown in a sandbox: no scripts, no access to this page. */}
                      <iframe title={`${t("html")}: ${item.subject}`} sandbox="" srcDoc={item.html} className="mt-2 h-96 w-full border" data-testid="outbox-html" />
                    </details>
                  ) : null}
                </td>
                <td className="p-2" data-testid="outbox-status">
                  {statusOf(item, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
