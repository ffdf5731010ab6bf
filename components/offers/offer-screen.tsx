"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { SignedInRecord } from "@/components/ui/signed-in-record";
import { ApiError } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { downloadOffer, useOffer, useOfferActions } from "@/lib/client/offers/use-offers";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import { MAX_MARKUP, type TOffer } from "@/lib/contracts/offers";
import { ManagerOrderFromOfferButton } from "@/components/order-manager/manager-order-from-offer-button";
import { OfferActions } from "./offer-actions";
import { OfferLines } from "./offer-lines";
import { OfferProductSearch } from "./offer-product-search";
import { OfferTemplateEditor } from "./offer-template-editor";

/** /modules/offers/{id}: the offer's lines and markups, its files, and the template editor with the preview. */
export function OfferScreen({ id, managerEnabled = false }: { id: number; managerEnabled?: boolean }) {
  const t = useTranslations("offersScreen");
  useRequireAuth();
  const user = useCurrentUser();
  const offer = useOffer(id, Boolean(user.data));
  return (
    <SignedInRecord user={user} record={offer} t={t}>
      {(data) => <OfferDetail offer={data} managerEnabled={managerEnabled} />}
    </SignedInRecord>
  );
}

function OfferDetail({ offer, managerEnabled }: { offer: TOffer; managerEnabled: boolean }) {
  const t = useTranslations("offersScreen");
  const router = useRouter();
  const [downloading, setDownloading] = useState<"pdf" | "xlsx" | null>(null);
  const archived = offer.status === "archived";
  const onError = (error: unknown) => showErrorOf(error);
  const download = (format: "pdf" | "xlsx") => {
    setDownloading(format);
    downloadOffer(offer.id, format)
      .catch(onError)
      .finally(() => setDownloading(null));
  };
  return (
    <PageWrapper
      title={offer.name}
      actions={<OfferActions offer={offer} onCopied={(copy) => router.push(`/modules/offers/${copy.id}`)} onDeleted={() => router.push("/modules/offers?list=archive")} />}
    >
      <IntentLink href="/modules/offers" className="text-sm text-primary hover:underline">
        ← {t("back")}
      </IntentLink>
      {archived ? (
        <p role="status" className="rounded-md bg-primary-light p-3 text-sm">
          {t("archivedNotice")}
        </p>
      ) : null}
      <MarkupForm key={offer.markup} offer={offer} readOnly={archived} />
      <section aria-labelledby="offer-lines-heading" className="flex flex-col gap-3">
        <h2 id="offer-lines-heading" className="text-lg font-medium">
          {t("lines")}
        </h2>
        {archived ? null : <OfferProductSearch offerId={offer.id} />}
        <OfferLines offer={offer} readOnly={archived} />
        <dl className="grid grid-cols-[auto_auto] justify-end gap-x-4 text-right text-sm">
          <dt className="text-muted">{t("totals.purchase")}</dt>
          <dd>{formatPrice(offer.totals.purchaseTotal)}</dd>
          <dt className="font-medium">{t("totals.total")}</dt>
          <dd className="font-medium" data-testid="offer-total">
            {formatPrice(offer.totals.totalPrice)}
          </dd>
          <dt className="text-muted">{t("totals.vat")}</dt>
          <dd>{formatPrice(offer.totals.vatAmount)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" pending={downloading === "pdf"} disabled={offer.items.length === 0} onClick={() => download("pdf")}>
            {t("files.pdf")}
          </Button>
          <Button type="button" variant="outline" pending={downloading === "xlsx"} disabled={offer.items.length === 0} onClick={() => download("xlsx")}>
            {t("files.xlsx")}
          </Button>
          {managerEnabled && offer.items.length > 0 ? <ManagerOrderFromOfferButton offerId={offer.id} /> : null}
          <IntentLink href={`/modules/offers/${offer.id}/print`} className="inline-flex h-10 items-center rounded-md px-5 text-sm font-medium text-primary hover:bg-primary-light">
            {t("files.print")}
          </IntentLink>
        </div>
      </section>
      <OfferTemplateEditor key={offer.template.logo ?? "no-logo"} offer={offer} readOnly={archived} />
    </PageWrapper>
  );
}

/** The offer's markup over the company's prices (negative: a discount), for every line without its own. */
function MarkupForm({ offer, readOnly }: { offer: TOffer; readOnly: boolean }) {
  const t = useTranslations("offersScreen");
  const { update } = useOfferActions();
  const [text, setText] = useState(String(offer.markup));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        update.mutate(
          { id: offer.id, markup: Number(text.replace(",", ".")) },
          { onError: (e) => setError(e instanceof ApiError ? (e.body.errors?.markup?.[0] ?? e.message) : e.message) },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        {t("markup")}
        <input
          type="number"
          step="0.01"
          max={MAX_MARKUP}
          inputMode="decimal"
          className="h-10 w-32 rounded-md border border-line bg-white px-3 text-base outline-none focus:border-primary"
          value={text}
          disabled={readOnly}
          aria-describedby="offer-markup-hint"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <Button type="submit" variant="outline" pending={update.isPending} disabled={readOnly}>
        {t("apply")}
      </Button>
      <p id="offer-markup-hint" className="w-full text-xs text-muted">
        {t("markupHint")}
      </p>
      {error ? (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
