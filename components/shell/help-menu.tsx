"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Menu, menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import type { THelpMenuConfig } from "@/lib/contracts/help";
import type { TCompanyInfo } from "@/lib/contracts/user";
import { openAuth } from "@/lib/client/auth/auth-history";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";
import { useActiveCompany } from "@/lib/client/shell/use-company";
import { HelpLinks } from "./help-links";
import { ManagerContact } from "./manager-contact";

const PhoneDialog = dynamic(() => import("./phone-dialog").then((m) => m.PhoneDialog));
const ManagerDialog = dynamic(() => import("./manager-dialog").then((m) => m.ManagerDialog));
const VideoManualDialog = dynamic(() => import("./video-manual-dialog").then((m) => m.VideoManualDialog));

type TManager = TCompanyInfo["managers"][number];

/**
 * The help menu (spec §3 Help state): the buyer's managers with their phones and e-mails (GET
 * /api/v1/user/company), each opening the manager dialog; the phone dialog; the seller's links under
 * their heading and the video-manual dialog (site config `help`, absent when not configured).
 */
export function HelpMenu({ config }: { config: THelpMenuConfig | null }) {
  const t = useTranslations("shell.help");
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [managerId, setManagerId] = useState<number | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  // The menu item that opened a dialog is gone with the menu: closing the dialog focuses «Помощь».
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isSignedIn = Boolean(user.data);
  const company = useActiveCompany(isSignedIn && (open || phoneOpen || managerId !== null));
  const managers = company.data?.managers ?? [];
  const withPhones = managers.filter((m): m is TManager & { phone: string } => Boolean(m.phone));
  const shownManager = managers.find((m) => m.id === managerId) ?? null;
  const videoManuals = config?.videoManuals ?? [];
  /** Closes the menu and opens one of its dialogs. */
  const openFromMenu = (openDialog: () => void) => {
    setOpen(false);
    openDialog();
  };

  return (
    <>
      <Menu
        open={open}
        onOpenChange={setOpen}
        label={t("label")}
        triggerRef={triggerRef}
        trigger={
          <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" strokeLinecap="round" />
          </svg>
        }
      >
        <h2 className="px-3 py-1 text-xs font-medium uppercase text-muted">{t("managersHeading")}</h2>
        {!isSignedIn ? (
          <div className="px-3 py-2 text-sm">
            <p className="mb-2 text-muted">{t("signInForManagers")}</p>
            <button
              type="button"
              className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-dark"
              onClick={() => {
                setOpen(false);
                openAuth("signin");
              }}
            >
              {t("signIn")}
            </button>
          </div>
        ) : company.isPending ? (
          <div className="px-3 py-2">
            <Spinner size="small" label={t("loading")} />
          </div>
        ) : company.isError ? (
          <p className="px-3 py-2 text-sm text-red-700">{t("loadFailed")}</p>
        ) : managers.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted">{t("noManagers")}</p>
        ) : (
          <ul className="mb-1">
            {managers.map((manager) => (
              <li key={manager.id} className="px-3 py-2 text-sm">
                <ManagerContact manager={manager} onOpen={() => openFromMenu(() => setManagerId(manager.id))} />
              </li>
            ))}
          </ul>
        )}
        {withPhones.length ? (
          <button
            type="button"
            className={menuItemClass}
            onClick={() => openFromMenu(() => setPhoneOpen(true))}
          >
            {t("call")}
          </button>
        ) : null}
        {videoManuals.length ? (
          <button type="button" aria-haspopup="dialog" className={`${menuItemClass} mt-1 border-t border-line`} onClick={() => openFromMenu(() => setVideoOpen(true))}>
            {t("videoManuals")}
          </button>
        ) : null}
        {config ? <HelpLinks heading={config.linksHeading} links={config.links} onNavigate={() => setOpen(false)} /> : null}
      </Menu>
      {phoneOpen ? <PhoneDialog open={phoneOpen} onOpenChange={setPhoneOpen} managers={withPhones} returnFocusRef={triggerRef} /> : null}
      {shownManager ? <ManagerDialog open onOpenChange={(isOpen) => !isOpen && setManagerId(null)} manager={shownManager} returnFocusRef={triggerRef} /> : null}
      {videoOpen ? <VideoManualDialog open={videoOpen} onOpenChange={setVideoOpen} manuals={videoManuals} returnFocusRef={triggerRef} /> : null}
    </>
  );
}
