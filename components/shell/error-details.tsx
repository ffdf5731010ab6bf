import { useTranslations } from "next-intl";

export type TErrorDetails = { status?: number | null; name?: string | null; message?: string | null };

/** Status, name and message of an error in small text (spec §2 "503" and the info-call error of §8). */
export function ErrorDetails({ status, name, message }: TErrorDetails) {
  const t = useTranslations("shell.errorDetails");
  if (!status && !name && !message) return null;
  return (
    <dl data-testid="error-details" className="mt-8 inline-grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-xs text-muted">
      {status ? (
        <>
          <dt>{t("status")}</dt>
          <dd>{status}</dd>
        </>
      ) : null}
      {name ? (
        <>
          <dt>{t("name")}</dt>
          <dd>{name}</dd>
        </>
      ) : null}
      {message ? (
        <>
          <dt>{t("message")}</dt>
          <dd className="break-words">{message}</dd>
        </>
      ) : null}
    </dl>
  );
}
