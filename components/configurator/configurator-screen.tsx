"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PageWrapper } from "@/components/ui/page-wrapper";
import { SignedInRecord } from "@/components/ui/signed-in-record";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { formatPrice } from "@/lib/client/catalog/money";
import { showRefusal, useConfiguration, useTryConfiguration, type TConfigurationState } from "@/lib/client/configurator/use-configurator";
import type { TConfigurationResponse, TConfiguratorProduct, TConfiguratorSummary } from "@/lib/contracts/configurator";
import { ConfiguratorSummary } from "./configurator-summary";

/** /modules/configurator/{code}: step by step, each step lists only compatible products; the set with capacities, total and «В корзину» / «В спецификацию» beside. */
export function ConfiguratorScreen({ configurator }: { configurator: TConfiguratorSummary }) {
  const t = useTranslations("configurator");
  useRequireAuth();
  const user = useCurrentUser();
  const [state, setState] = useState<TConfigurationState>({ picks: [], q: "", page: 1 });
  const answer = useConfiguration(configurator.code, state, Boolean(user.data));
  return (
    <PageWrapper title={configurator.name}>
      {configurator.description ? <p className="text-sm text-muted">{configurator.description}</p> : null}
      <SignedInRecord user={user} record={answer} t={t}>
        {(data) => <Builder code={configurator.code} data={data} state={state} setState={setState} loading={answer.isPlaceholderData && answer.isFetching} />}
      </SignedInRecord>
    </PageWrapper>
  );
}

type TBuilderProps = { code: string; data: TConfigurationResponse; state: TConfigurationState; setState: (state: TConfigurationState) => void; loading: boolean };

function Builder({ code, data, state, setState, loading }: TBuilderProps) {
  const t = useTranslations("configurator");
  const tryState = useTryConfiguration(code);
  const [pending, setPending] = useState(false);
  /** Shows a change of the picks only after the server has checked it. */
  const change = (next: TConfigurationState) => {
    setPending(true);
    tryState(next)
      .then(() => setState(next))
      .catch(showRefusal)
      .finally(() => setPending(false));
  };
  const steps = data.configurator.steps;
  const current = steps.find((s) => s.key === data.options.step) ?? steps[0];
  const countOf = (key: string) => data.picks.filter((p) => p.step === key).length;

  const pick = (product: TConfiguratorProduct) => {
    const others = state.picks.filter((p) => p.step !== current.key);
    const own = state.picks.filter((p) => p.step === current.key);
    const has = own.find((p) => p.productId === product.productId);
    const nextOwn = current.max === 1 ? [{ step: current.key, productId: product.productId, amount: 1 }] : has ? own.map((p) => (p === has ? { ...p, amount: p.amount + 1 } : p)) : [...own, { step: current.key, productId: product.productId, amount: 1 }];
    // A step that is full moves on to the next one.
    const index = steps.indexOf(current);
    const full = nextOwn.length >= current.max && index < steps.length - 1;
    change({ picks: [...others, ...nextOwn], step: full ? steps[index + 1].key : current.key, q: full ? "" : state.q, page: full ? 1 : state.page });
  };

  return (
    <div className="flex flex-col gap-4">
      {data.notices.length > 0 ? (
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium">{t("noticesTitle")}</p>
          <ul className="list-disc pl-5">
            {data.notices.map((n) => (
              <li key={`${n.step}-${n.rule}`}>{n.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <nav aria-label={t("steps")}>
        <ol className="flex flex-wrap gap-2">
          {steps.map((step, i) => (
            <li key={step.key}>
              <button
                type="button"
                aria-current={step.key === current.key ? "step" : undefined}
                onClick={() => setState({ ...state, step: step.key, q: "", page: 1 })}
                className={`rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink ${step.key === current.key ? "border-primary bg-primary-light font-medium text-primary" : "border-line bg-white hover:border-primary"}`}
              >
                {t("stepLabel", { n: i + 1, title: step.title })}
                {countOf(step.key) > 0 ? <span className="ml-1 text-muted">({countOf(step.key)})</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="configurator-options-heading" aria-busy={loading || pending} className="flex min-w-0 flex-col gap-3">
          <h2 id="configurator-options-heading" className="text-lg font-medium">
            {t("stepLabel", { n: steps.indexOf(current) + 1, title: current.title })}
            <span className="ml-2 text-sm font-normal text-muted">{current.min > 0 ? t("required") : null}{current.max > 1 ? ` ${t("upTo", { max: current.max })}` : null}</span>
          </h2>
          <SearchBox key={`${current.key}-${state.q}`} initial={state.q} label={t("search")} onSearch={(q) => setState({ ...state, step: current.key, q, page: 1 })} />
          <p className="text-sm text-muted" aria-live="polite">
            {loading || pending ? <Spinner label={t("loading")} /> : t("optionsCount", { count: data.options.meta.totalCount })}
          </p>
          {data.options.items.length === 0 ? (
            <p className="rounded-md bg-white p-4 text-sm">{t("noOptions")}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t("options")}>
              {data.options.items.map((item) => {
                const picked = data.picks.some((p) => p.step === current.key && p.productId === item.productId);
                return (
                  <li key={item.productId} className={`flex flex-col gap-2 rounded-md border bg-white p-3 sm:flex-row sm:items-center ${picked ? "border-primary" : "border-line"}`}>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">{item.name}</p>
                      <p className="text-sm text-muted break-words">
                        {item.article}
                        {item.features.length ? ` · ${item.features.map((f) => `${f.name}: ${f.value}`).join(" · ")}` : ""}
                      </p>
                    </div>
                    <div className="flex items-center justify-between gap-3 sm:justify-end">
                      <span className="font-medium whitespace-nowrap">{formatPrice(item.price)}</span>
                      <Button type="button" variant={picked ? "outline" : "primary"} disabled={pending} onClick={() => pick(item)} aria-label={`${picked ? t("added") : t("add")}: ${item.name}`}>
                        {picked ? t("added") : t("add")}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {data.options.meta.pageCount > 1 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" disabled={data.options.meta.currentPage <= 1} onClick={() => setState({ ...state, step: current.key, page: data.options.meta.currentPage - 1 })}>
                {t("prevPage")}
              </Button>
              <span className="text-sm">{t("pageOf", { page: data.options.meta.currentPage, count: data.options.meta.pageCount })}</span>
              <Button type="button" variant="outline" disabled={data.options.meta.currentPage >= data.options.meta.pageCount} onClick={() => setState({ ...state, step: current.key, page: data.options.meta.currentPage + 1 })}>
                {t("nextPage")}
              </Button>
            </div>
          ) : null}
        </section>
        <ConfiguratorSummary code={code} data={data} state={state} change={change} pending={pending} restart={() => setState({ picks: [], q: "", page: 1 })} />
      </div>
    </div>
  );
}

/** The step's search: applied on Enter or with the button. */
function SearchBox({ initial, label, onSearch }: { initial: string; label: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q.trim());
      }}
    >
      <TextField label={label} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100} />
    </form>
  );
}
