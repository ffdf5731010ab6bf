"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

/** The switching code (the translations check with its retries) loads when the menu opens. */
const loadSwitch = () => import("@/lib/client/shell/language");

/** Each language is named in itself, so a buyer who cannot read the current one still finds theirs. */
const nativeNames: Record<string, string> = { ru: "Русский", en: "English", uz: "Oʻzbekcha" };

/**
 * The language switcher: the site's languages. Choosing one stores it, then re-renders the page in
 * place (the server's part with the new cookie, a refetch of what the API named in the old language)
 * instead of reloading everything: the switch takes a server render, not a page load.
 */
export function LanguageSwitcher({ locales }: { locales: string[] }) {
  const t = useTranslations("shell.language");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [isRefreshing, startTransition] = useTransition();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Busy from the click until the page speaks the chosen language.
  const pending = chosen !== null && (chosen !== locale || isRefreshing) ? chosen : null;
  if (locales.length < 2) return null;

  const choose = async (next: string) => {
    if (next === locale) return setOpen(false);
    setChosen(next);
    try {
      const { switchLanguage } = await loadSwitch();
      await switchLanguage(next, () => {
        setOpen(false);
        startTransition(() => router.refresh());
        // The API answers carry texts in the old language (statuses, facet titles): asked again with the new Accept-Language.
        void queryClient.invalidateQueries();
      });
    } catch (error) {
      setChosen(null);
      showErrorOf(error, t("failed"));
    }
  };

  return (
    <Menu
      open={open}
      onOpenChange={(next) => {
        if (next) void loadSwitch();
        setOpen(next);
      }}
      // The accessible name starts with the visible code (WCAG 2.5.3: a voice user says what they see).
      label={t("label", { code: locale.toUpperCase(), language: nativeNames[locale] ?? locale })}
      contentClassName="w-48"
      trigger={<span className="text-xs font-medium">{locale.toUpperCase()}</span>}
    >
      <ul>
        {locales.map((code) => (
          <li key={code}>
            <button type="button" lang={code} className={menuItemClass} aria-current={code === locale || undefined} disabled={pending !== null} onClick={() => void choose(code)}>
              {nativeNames[code] ?? code}
              {code === locale ? <span aria-hidden className="text-secondary">✓</span> : null}
              {pending === code ? <Spinner size="small" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Menu>
  );
}
