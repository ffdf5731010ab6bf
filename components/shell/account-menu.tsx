"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { visibleOfficeSections } from "@/components/office/office-sections";
import { IntentLink } from "@/components/ui/intent-link";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useAppInfo } from "@/lib/client/auth/use-app-config";
import { useCompanyList, useSetCompany } from "@/lib/client/auth/use-companies";
import { useSignOut } from "@/lib/client/auth/use-sign-out";
import { showBanner } from "@/lib/client/shell/snackbar-store";

// The region dialog (shell) loads when it is first opened.
const RegionDialog = dynamic(() => import("./region-dialog").then((m) => m.RegionDialog));

/**
 * A signed-in user's account menu (the header's account corner): company switcher, the personal area's
 * screens, region, sign-out.
 * Loaded by user-menu.tsx only once a user is known, so a visitor's first load carries none of it.
 */
export function AccountMenu({ user }: { user: TCurrentUser }) {
  const t = useTranslations("authUi");
  const router = useRouter();
  const shellT = useTranslations("shell.region");
  const officeT = useTranslations("office");
  const [open, setOpen] = useState(false);
  const [isRegionOpen, setRegionOpen] = useState(false);
  // The region item is gone with the menu: closing the region dialog focuses the account button.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const info = useAppInfo();
  const hasCompany = user.companyId !== null;
  const sections = visibleOfficeSections({ hasGoldenClub: info.data?.featureFlags.goldenClub === true && hasCompany, hasCompany });

  return (
    <>
      <Menu
        open={open}
        onOpenChange={setOpen}
        label={t("userMenu", { name: user.publicIdentity })}
        triggerRef={triggerRef}
        triggerClassName="flex max-w-36 flex-col items-end rounded-md px-2 py-1 text-right hover:bg-primary-light sm:max-w-64"
        trigger={
          <>
            <span className="max-w-full truncate text-sm font-medium">{user.publicIdentity}</span>
            {user.companyName ? <span className="max-w-full truncate text-xs text-muted">{user.companyName}</span> : null}
          </>
        }
      >
        {user.hasMultiCompany ? <CompanySwitcher onSwitched={() => setOpen(false)} /> : null}
        <nav aria-label={officeT("title")} className="mb-2 border-b border-line pb-2">
          <ul>
            {sections.map((item) => (
              <li key={item.section}>
                <IntentLink href={item.href} className={menuItemClass} onClick={() => setOpen(false)}>
                  {officeT(`nav.${item.section}`)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={menuItemClass}
          onClick={() => {
            setOpen(false);
            setRegionOpen(true);
          }}
        >
          <span className="min-w-0">
            <span className="block text-xs text-muted">{shellT("menuItem")}</span>
            <span className="block truncate">{user.region?.name ?? shellT("notChosen")}</span>
          </span>
        </button>
        <button
          type="button"
          className={menuItemClass}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSettled: () => {
                setOpen(false);
                // The identity cookie is gone: server-rendered parts drop the personal touch too.
                router.refresh();
              },
            })
          }
        >
          {t("signOut")}
          {signOut.isPending ? <Spinner size="small" /> : null}
        </button>
      </Menu>
      {isRegionOpen ? <RegionDialog open={isRegionOpen} onOpenChange={setRegionOpen} currentId={user.region?.id ?? null} returnFocusRef={triggerRef} /> : null}
    </>
  );
}

/** Spec §6: a user of several companies picks the active one; prices, carts and orders follow it. */
function CompanySwitcher({ onSwitched }: { onSwitched: () => void }) {
  const t = useTranslations("authUi");
  const router = useRouter();
  const companies = useCompanyList(true);
  const setCompany = useSetCompany();

  return (
    <section aria-labelledby="user-menu-companies" className="mb-2 border-b border-line pb-2">
      <h2 id="user-menu-companies" className="px-3 py-1 text-xs font-medium uppercase text-muted">
        {t("companies")}
      </h2>
      {companies.isPending ? <Spinner size="small" label={t("loading")} /> : null}
      {companies.isError ? <p className="px-3 text-sm text-red-700">{t("genericError")}</p> : null}
      {setCompany.isError ? (
        <p role="alert" className="px-3 text-sm text-red-700">
          {setCompany.error.message || t("genericError")}
        </p>
      ) : null}
      <ul>
        {companies.data?.items.map((company) => (
          <li key={company.id}>
            <button
              type="button"
              className={menuItemClass}
              aria-current={company.isActive || undefined}
              disabled={company.isActive || setCompany.isPending}
              onClick={() =>
                // mutateAsync, not mutate's own onSuccess: the switch drops the viewer's answers (the user
                // included), so this menu may be gone by the time it resolves, and the confirmation must
                // still show.
                setCompany.mutateAsync(company.id).then(
                  () => {
                    onSwitched();
                    // A confirmation that replaces whatever message was still showing (spec §4 "Message").
                    showBanner(t("companySwitched", { name: company.name }));
                    router.refresh();
                  },
                  () => undefined, // the error is shown above from setCompany.error
                )
              }
            >
              <span className="truncate">{company.name}</span>
              {company.isActive ? <span className="shrink-0 text-xs text-secondary">{t("activeCompany")}</span> : null}
              {setCompany.isPending && setCompany.variables === company.id ? <Spinner size="small" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
