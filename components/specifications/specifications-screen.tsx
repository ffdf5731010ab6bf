"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { PageWrapper } from "@/components/ui/page-wrapper";
import type { THelpBox } from "@/lib/contracts/help";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useRequireAuth } from "@/lib/client/auth/use-require-auth";
import { isPlainClick } from "@/lib/client/catalog/catalog-history";
import { showBanner } from "@/lib/client/shell/snackbar-store";
import { useSpecificationActions } from "@/lib/client/specifications/use-specifications";
import { specificationLists } from "@/lib/contracts/specifications";
import { SpecificationNameDialog } from "./specification-name-dialog";
import { SpecificationsList } from "./specifications-list";
import { specificationsSearch, useSpecificationsUrlState } from "./use-specifications-url";

/** /specifications (spec §2 "Specification lists"): the tabs mine / company / recommended / archive, search, create. */
export function SpecificationsScreen({ help, offersEnabled = false }: { help?: THelpBox; offersEnabled?: boolean }) {
  const t = useTranslations("specificationsScreen");
  useRequireAuth();
  const user = useCurrentUser();
  const router = useRouter();
  const [state, update] = useSpecificationsUrlState();
  const [creating, setCreating] = useState(false);
  const { create } = useSpecificationActions();
  const signedIn = Boolean(user.data);

  return (
    <PageWrapper
      title={t("title")}
      help={help}
      actions={
        signedIn ? (
          <>
            {/* The import wizard (issue 17 part 2) makes a new specification of a pasted list or a file. */}
            <IntentLink href="/specifications/import?target=new" className="inline-flex h-10 items-center rounded-md border border-primary px-5 text-sm font-medium text-primary hover:bg-primary-light">
              {t("import")}
            </IntentLink>
            <Button type="button" onClick={() => setCreating(true)}>
              {t("create")}
            </Button>
          </>
        ) : null
      }
    >
      <nav aria-label={t("tabs.label")} className="flex gap-1 overflow-x-auto border-b border-line">
        {specificationLists.map((list) => (
          <a
            key={list}
            href={`/specifications${list === "mine" ? "" : `?${specificationsSearch({ list, q: "", page: 1 })}`}`}
            aria-current={list === state.list ? "page" : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              update({ list, q: "" });
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${list === state.list ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"}`}
          >
            {t(`tabs.${list}`)}
          </a>
        ))}
      </nav>
      {user.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t("loading")} />
        </div>
      ) : !signedIn ? (
        <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />
      ) : (
        <>
          <SearchForm key={`${state.list}:${state.q}`} initial={state.q} onSearch={(q) => update({ q })} />
          <SpecificationsList key={state.list} state={state} onPage={(page) => update({ page })} offersEnabled={offersEnabled} />
        </>
      )}
      {creating ? (
        <SpecificationNameDialog
          title={t("createTitle")}
          submitLabel={t("createSubmit")}
          initial={{ name: "", description: "" }}
          onSubmit={(draft) =>
            create.mutateAsync({ name: draft.name, ...(draft.description ? { description: draft.description } : {}) }).then((spec) => {
              showBanner(t("created", { name: spec.name }));
              router.push(`/specifications/${spec.id}`);
            })
          }
          onClose={() => setCreating(false)}
        />
      ) : null}
    </PageWrapper>
  );
}

/** Search by name: submitted with Enter or the button; an empty search shows the whole tab again. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useTranslations("specificationsScreen.search");
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
        {t("label")}
        <input type="search" className="h-10 rounded-md border border-line bg-white px-3 text-base outline-none focus:border-primary" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
      </label>
      <Button type="submit" variant="outline">
        {t("submit")}
      </Button>
    </form>
  );
}
