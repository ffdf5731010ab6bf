"use client";

import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useDebounced } from "@/lib/client/use-debounced";
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, keywordHref, type TSuggestGroup, type TSuggestItem } from "@/lib/client/shell/search-keyword";
import { DEFAULT_RELATION_WORDS, parseRelationKeyword, type TRelationWords } from "@/lib/shared/relation-keyword";
import { thumbnailSrc } from "@/lib/shared/product-thumbnail";
import type { TSuggestState } from "./search-suggestions";

// The suggestions' code loads on the box's first focus or typing: until then it is a plain GET form.
const SearchSuggestions = dynamic(() => import("./search-suggestions").then((m) => m.SearchSuggestions), { ssr: false });
const noSuggestions: TSuggestState = { items: [], isFetching: false };

const groups: TSuggestGroup[] = ["sections", "brands", "products"];

/**
 * The header search (a combobox): suggestions from GET /api/v2/search/suggest while typing; arrows move
 * through them, Enter opens the chosen one or searches the text, Escape closes the list (a second
 * Escape clears the text). Without JavaScript (and before hydration) it is a plain GET form to
 * /catalog?keyword=…. An analog/related search ("Аналог:ВА47-29", the product dialog's) leaves the box
 * empty: the catalogue's heading says what is listed.
 */
export function SearchBox({ relationWords = DEFAULT_RELATION_WORDS }: { relationWords?: TRelationWords }) {
  const t = useTranslations("shell.search");
  const router = useRouter();
  const searchParams = useSearchParams();
  const id = useId();
  const listId = `${id}-list`;
  const textOf = (keyword: string) => (parseRelationKeyword(keyword, relationWords) ? "" : keyword);
  const [text, setText] = useState(() => textOf(searchParams.get("keyword") ?? ""));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Set by the first focus or typing: from then on the suggestions are asked for.
  const [isEngaged, setEngaged] = useState(false);
  const [suggest, setSuggest] = useState<TSuggestState>(noSuggestions);
  const keyword = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const canSuggest = text.trim().length >= SUGGEST_MIN_LENGTH;
  const items: TSuggestItem[] = canSuggest ? suggest.items : [];
  const isListShown = open && canSuggest && items.length > 0;

  // The address is the truth: a new search elsewhere (Back, a link) shows its keyword here.
  const addressKeyword = searchParams.get("keyword") ?? "";
  const [shownKeyword, setShownKeyword] = useState(addressKeyword);
  if (shownKeyword !== addressKeyword) {
    setShownKeyword(addressKeyword);
    setText(textOf(addressKeyword));
  }

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    router.push(href);
  };

  const submit = () => {
    const value = text.trim();
    if (value) go(keywordHref(value));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isListShown) {
        setOpen(true);
        return;
      }
      // -1 is the text itself: moving past either end comes back to it.
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      if (isListShown) setOpen(false);
      else setText("");
      setActive(-1);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      const chosen = isListShown && active >= 0 ? items[active] : undefined;
      if (chosen) go(chosen.href);
      else submit();
    }
  };

  const activeItem = isListShown && active >= 0 && active < items.length ? items[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form
      role="search"
      action="/catalog"
      method="get"
      className="relative order-last w-full lg:order-none lg:max-w-2xl lg:flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("label")}
      </label>
      <input
        id={`${id}-input`}
        name="keyword"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={activeItem ? optionId(active) : undefined}
        placeholder={t("placeholder")}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setEngaged(true);
        }}
        onFocus={() => {
          setOpen(true);
          setEngaged(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-line bg-page pr-11 pl-3 text-base outline-none focus:border-primary focus:bg-white"
      />
      <button type="submit" aria-label={t("submit")} className="absolute top-0 right-0 flex h-10 w-10 items-center justify-center rounded-r-md text-muted hover:text-primary">
        {suggest.isFetching && canSuggest ? (
          <Spinner size="small" />
        ) : (
          <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
        )}
      </button>
      {isEngaged ? <SearchSuggestions keyword={keyword} onChange={setSuggest} /> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!isListShown}
        className="absolute top-11 right-0 left-0 z-30 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
      >
        {groups.map((group) => {
          const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group);
          if (!inGroup.length) return null;
          return (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div id={`${id}-${group}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-medium uppercase text-muted">
                {t(`groups.${group}`)}
              </div>
              {inGroup.map(({ item, index }) => (
                <div
                  key={item.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: the input must not lose focus (and close the list) first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(item.href);
                  }}
                  onMouseEnter={() => setActive(index)}
                  className="flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm aria-selected:bg-primary-light"
                >
                  {item.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a 32 px thumbnail from our own media route
                    <img src={thumbnailSrc(item.image, 32)} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 shrink-0 self-center rounded object-contain" />
                  ) : null}
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.hint ? <span className="shrink-0 text-xs text-muted">{item.hint}</span> : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </form>
  );
}
