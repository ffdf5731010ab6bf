"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageLinks } from "@/components/ui/page-links";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { EmptyList, QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { TabLinks } from "@/components/ui/tab-links";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { useOfferActions, useOfferList } from "@/lib/client/offers/use-offers";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import { offerLists, type TOfferListItem, type TOfferListName } from "@/lib/contracts/offers";
import { formatDate } from "@/lib/shared/money";
import { OfferActions } from "./offer-actions";

/** /modules/offers (spec §2 "Commercial offers: mine, archive"): the tabs, a new empty offer, each offer's actions. */
export function OffersScreen({ list, page }: { list: TOfferListName; page: number }) {
  const t = useTranslations("offersScreen");
  useRequireAuth();
  const user = useCurrentUser();
  const router = useRouter();
  const { create } = useOfferActions();
  const signedIn = Boolean(user.data);
  const newOffer = () =>
    create.mutate(
      { name: t("newName", { date: formatDate(new Date()) }) },
      { onSuccess: (offer) => router.push(`/modules/offers/${offer.id}`), onError: (error) => showErrorOf(error) },
    );
  return (
    <PageWrapper
      title={t("title")}
      actions={
        signedIn ? (
          <Button type="button" pending={create.isPending} onClick={newOffer}>
            {t("create")}
          </Button>
        ) : null
      }
    >
      <TabLinks label={t("title")} current={list} tabs={offerLists.map((key) => ({ key, href: key === "mine" ? "/modules/offers" : `/modules/offers?list=${key}`, label: t(`tabs.${key}`) }))} />
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !signedIn ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : (
        <OffersList list={list} page={page} />
      )}
    </PageWrapper>
  );
}

function OffersList({ list, page }: { list: TOfferListName; page: number }) {
  const t = useTranslations("offersScreen");
  const query = useOfferList(list, page, true);
  const data = query.data;
  if (!data) return <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} t={(key) => t(key === "loadFailed" ? "failed" : key)} />;
  if (data.items.length === 0) return <EmptyList testId="offers-empty" text={t(`empty.${list}`)} />;
  return (
    <>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white" data-testid="offers-list">
        {data.items.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
      <PageLinks label={t("title")} pageCount={data.meta.pageCount} current={page} hrefOf={(n) => `/modules/offers?${new URLSearchParams({ ...(list === "mine" ? {} : { list }), page: String(n) })}`} />
    </>
  );
}

/** One offer: its name (the way in), lines, total and date, and its lifecycle buttons. */
function OfferRow({ offer }: { offer: TOfferListItem }) {
  const t = useTranslations("offersScreen");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="offer-row">
      <div className="flex min-w-0 flex-col gap-1">
        <IntentLink href={`/modules/offers/${offer.id}`} className="font-medium break-words text-primary hover:underline">
          {offer.name}
        </IntentLink>
        <p className="text-sm text-muted">
          {t("list.positions")}: {offer.positionsCount} · {t("list.total")}: {formatPrice(offer.totalPrice)} · {t("list.updated")}: {formatDate(offer.updated)}
        </p>
      </div>
      <div role="group" aria-label={t("list.actions", { name: offer.name })} className="flex flex-wrap gap-2">
        <OfferActions offer={offer} onCopied={(copy) => showBanner(copy.name)} />
      </div>
    </li>
  );
}
