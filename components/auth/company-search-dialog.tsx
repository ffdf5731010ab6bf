"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import type { TSuggestion } from "@/lib/contracts/lookup";
import { closeAuthTool } from "@/lib/client/auth/auth-history";
import { useCompanySuggestions } from "@/lib/client/auth/use-lookup";

export type TPickedCompany = { name: string; inn: string; kpp: string | null; address: string | null };

const DEBOUNCE_MS = 300;

function text(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

/** The parts of a Dadata-shaped company suggestion the form needs. */
export function pickedCompanyOf(suggestion: TSuggestion): TPickedCompany {
  const { data } = suggestion;
  const address = data.address && typeof data.address === "object" ? text((data.address as { value?: unknown }).value) : null;
  return { name: suggestion.value, inn: text(data.inn) ?? "", kpp: text(data.kpp), address };
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The company-search sub-dialog of sign-up (history state openedAuthTool = AuthDadata): suggestions by
 * INN or name; picking one fills the company name and INN. Closing goes back in history.
 */
export function CompanySearchDialog({ open, initialKeyword, onPick }: { open: boolean; initialKeyword: string; onPick: (company: TPickedCompany) => void }) {
  const t = useTranslations("authUi");
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAuthTool())} title={t("companySearchTitle")}>
      {open ? <CompanySearch initialKeyword={initialKeyword} onPick={onPick} /> : null}
    </Dialog>
  );
}

function CompanySearch({ initialKeyword, onPick }: { initialKeyword: string; onPick: (company: TPickedCompany) => void }) {
  const t = useTranslations("authUi");
  const [keyword, setKeyword] = useState(initialKeyword);
  const debounced = useDebounced(keyword);
  const suggestions = useCompanySuggestions(debounced);
  const items = suggestions.data?.suggestions ?? [];
  const isShort = debounced.trim().length < 2;

  function statusOf(): React.ReactNode {
    if (isShort) return null;
    if (suggestions.isFetching) return <Spinner size="small" label={t("loading")} />;
    if (suggestions.isError) return t("genericError");
    return items.length === 0 ? t("companySearchEmpty") : t("companySearchFound", { count: items.length });
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("companySearchLabel")}
        name="keyword"
        autoComplete="off"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        hint={t("companySearchHint")}
        autoFocus
      />
      <p role="status" className="min-h-5 text-sm text-muted">
        {statusOf()}
      </p>
      {!isShort && items.length > 0 ? (
        <ul aria-label={t("companySearchResults")} className="flex flex-col divide-y divide-line rounded-md border border-line">
          {items.map((suggestion) => {
            const company = pickedCompanyOf(suggestion);
            return (
              <li key={`${company.inn}-${company.kpp ?? ""}-${suggestion.value}`}>
                <button type="button" className="flex w-full flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-primary-light focus-visible:bg-primary-light" onClick={() => onPick(company)}>
                  <span className="font-medium">{company.name}</span>
                  <span className="text-xs text-muted">
                    {t("innShort", { inn: company.inn })}
                    {company.address ? ` · ${company.address}` : ""}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
