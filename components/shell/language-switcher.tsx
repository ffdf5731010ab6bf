"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";

/** The switching code (the translations check with its retries) loads when the menu opens. */
const loadSwitch = () => import("@/lib/client/shell/language");

/** Each language is named in itself, so a buyer who cannot read the current one still finds theirs. */
const nativeNames: Record<string, string> = { ru: "Русский", en: "English", uz: "Oʻzbekcha" };

/** The language switcher: the site's languages; choosing one stores it and reloads the page. */
export function LanguageSwitcher({ locales }: { locales: string[] }) {
  const t = useTranslations("shell.language");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  if (locales.length < 2) return null;

  const choose = async (next: string) => {
    if (next === locale) return setOpen(false);
    setPending(next);
    try {
      const { switchLanguage } = await loadSwitch();
      await switchLanguage(next);
    } catch (error) {
      setPending(null);
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
