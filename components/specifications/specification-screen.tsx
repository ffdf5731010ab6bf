"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { Spinner } from "@/components/ui/spinner";
import { OfferFromSourceButton } from "@/components/offers/offer-from-source-button";
import { ApiError } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { showBanner, showFieldErrorOf } from "@/lib/client/shell/snackbar-store";
import { useSpecification } from "@/lib/client/specifications/use-specifications";
import type { TSpecification, TSpecificationChangeResponse } from "@/lib/contracts/specifications";
import { SpecificationHeader } from "./specification-header";
import { SpecificationLine } from "./specification-line";
import { commandsOf } from "./commands-of";
import { useSpecificationCommands } from "./use-specification-commands";

/** /specifications/{id}: the header, the lines as the cart shows them, and what this user may do with it (`offersEnabled`: «Сделать КП»). */
export function SpecificationScreen({ id, offersEnabled = false }: { id: number; offersEnabled?: boolean }) {
  const t = useTranslations("specificationsScreen");
  useRequireAuth();
  const user = useCurrentUser();
  const spec = useSpecification(id, Boolean(user.data));

  if (user.isPending || (user.data && spec.isPending)) {
    return (
      <PageWrapper title={t("title")}>
        <div className="flex justify-center py-16">
          <Spinner label={t("detail.loading")} />
        </div>
      </PageWrapper>
    );
  }
  if (!user.data) {
    return (
      <PageWrapper title={t("title")}>
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      </PageWrapper>
    );
  }
  if (spec.isError || !spec.data) {
    const status = spec.error instanceof ApiError ? spec.error.status : 0;
    return (
      <PageWrapper title={status === 404 ? t("detail.notFound") : t("title")}>
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p>{status === 404 ? t("detail.notFoundText") : status === 403 && spec.error ? spec.error.message : t("detail.loadFailed")}</p>
          {status === 404 || status === 403 ? (
            <IntentLink href="/specifications" className="text-primary hover:underline">
              {t("detail.toList")}
            </IntentLink>
          ) : (
            <Button type="button" variant="outline" onClick={() => void spec.refetch()}>
              {t("retry")}
            </Button>
          )}
        </div>
      </PageWrapper>
    );
  }
  return <SpecificationView spec={spec.data} offersEnabled={offersEnabled} />;
}

function SpecificationView({ spec, offersEnabled }: { spec: TSpecification; offersEnabled: boolean }) {
  const t = useTranslations("specificationsScreen");
  const router = useRouter();
  // Lines chosen for «В корзину»; none chosen means the whole specification.
  const [selected, setSelected] = useState<number[]>([]);
  const chosen = selected.filter((lineId) => spec.items.some((item) => item.id === lineId));
  const commands = useSpecificationCommands({ onDeleted: () => router.push("/specifications?list=archive"), lineIds: () => (chosen.length ? chosen : undefined) });
  const { updateLine, removeLine } = commands.actions;
  const editable = spec.canEdit && spec.status === "active";
  const busy = commands.isPending || updateLine.isPending || removeLine.isPending;
  const allSelected = spec.items.length > 0 && chosen.length === spec.items.length;
  const available = commandsOf(spec);
  const onChanged = (answer: TSpecificationChangeResponse) => {
    if (answer.adjusted && answer.message) showBanner(answer.message);
  };
  const button = (command: (typeof available)[number], variant: "primary" | "outline" | "ghost" | "danger" = "outline") =>
    available.includes(command) ? (
      <Button key={command} type="button" variant={variant} disabled={busy} onClick={() => commands.run(command, spec)}>
        {t(`commands.${command}`)}
      </Button>
    ) : null;

  return (
    <PageWrapper
      title={spec.name}
      side={
        <section className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4" aria-labelledby="specification-totals" data-testid="specification-totals">
          <h2 id="specification-totals" className="text-lg font-medium">
            {t("detail.totals")}
          </h2>
          <dl className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("detail.positions")}</dt>
              <dd>{spec.totals.positionsCount}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-medium">
              <dt>{t("detail.total")}</dt>
              <dd>{formatPrice(spec.totals.totalPrice)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t("detail.vat")}</dt>
              <dd>{formatPrice(spec.totals.vatAmount)}</dd>
            </div>
          </dl>
          {spec.items.length ? (
            <Button type="button" pending={commands.actions.toCart.isPending} disabled={busy} onClick={() => commands.run("toCart", spec)}>
              {chosen.length ? t("detail.toCartSelected", { count: chosen.length }) : t("detail.toCartAll")}
            </Button>
          ) : null}
        </section>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <IntentLink href={spec.status === "archived" ? "/specifications?list=archive" : spec.kind === "recommended" ? "/specifications?list=recommended" : "/specifications"} className="text-sm text-primary hover:underline">
          ← {t("detail.toList")}
        </IntentLink>
      </div>
      <SpecificationHeader spec={spec} />
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("detail.actions")}>
        {button("restore", "primary")}
        {button("rename")}
        {button("copy")}
        {button("share")}
        {button("unshare")}
        {editable ? (
          <IntentLink href={`/specifications/import?target=${spec.id}`} className="inline-flex h-10 items-center rounded-md border border-primary px-5 text-sm font-medium text-primary hover:bg-primary-light">
            {t("import")}
          </IntentLink>
        ) : null}
        {button("export")}
        {offersEnabled ? <OfferFromSourceButton source={{ type: "specification", id: spec.id }} sourceName={spec.name} /> : null}
        <a href={`/specifications/${spec.id}/print`} target="_blank" rel="noopener" className="inline-flex h-10 items-center rounded-md border border-primary px-5 text-sm font-medium text-primary hover:bg-primary-light">
          {t("detail.print")}
        </a>
        {button("archive", "ghost")}
        {button("delete", "danger")}
      </div>
      {spec.status === "archived" ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {t("detail.archivedNote")}
        </p>
      ) : null}
      {spec.items.length === 0 ? (
        <section className="flex flex-col items-center gap-3 py-12 text-center" data-testid="specification-empty">
          <h2 className="text-xl font-medium">{t("detail.empty")}</h2>
          {editable ? <p className="text-muted">{t("detail.emptyText")}</p> : null}
          {editable ? (
            <IntentLink href="/catalog" className="rounded-md bg-primary px-5 py-2 text-white hover:bg-primary-dark">
              {t("detail.toCatalog")}
            </IntentLink>
          ) : null}
        </section>
      ) : (
        <>
          <div className="flex items-center justify-between border-b border-line pb-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4" checked={allSelected} onChange={(e) => setSelected(e.target.checked ? spec.items.map((item) => item.id) : [])} />
              {t("detail.selectAll")}
            </label>
            {chosen.length ? <span className="text-sm text-muted">{t("detail.selected", { count: chosen.length })}</span> : null}
          </div>
          <ul aria-label={t("detail.lines")}>
            {spec.items.map((item) => (
              <SpecificationLine
                key={item.id}
                item={item}
                editable={editable}
                selected={chosen.includes(item.id)}
                busy={busy}
                onSelect={(on) => setSelected((ids) => (on ? [...ids, item.id] : ids.filter((x) => x !== item.id)))}
                onAmount={(amount) => updateLine.mutate({ id: spec.id, lineId: item.id, amount }, { onSuccess: onChanged, onError: (error) => showFieldErrorOf(error, "amount", t("detail.updateFailed")) })}
                onRemove={() =>
                  removeLine.mutate(
                    { id: spec.id, lineId: item.id },
                    { onSuccess: () => showBanner(t("detail.lineRemoved", { name: item.name })), onError: (error) => showFieldErrorOf(error, "amount", t("detail.updateFailed")) },
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
      {commands.dialogs}
    </PageWrapper>
  );
}
