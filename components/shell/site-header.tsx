import { IntentLink } from "@/components/ui/intent-link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { topMenu, type TAreaSwitches } from "@/lib/shared/areas";
import type { THelpMenuConfig } from "@/lib/contracts/help";
import type { TRelationWords } from "@/lib/shared/relation-keyword";
import { HelpMenu } from "./help-menu";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";
import { MobileTopMenu, TopMenu } from "./top-menu";
import { UserMenu } from "./user-menu";

type TProps = { siteName: string; areas: TAreaSwitches; locales: string[]; relationWords: TRelationWords; help: THelpMenuConfig | null; cartBadge?: React.ReactNode };

/**
 * The header (spec §2): the seller's name, the top menu of the areas this site has, the catalogue
 * search, language, help, cart and the account corner. One row on desktops; the search takes a
 * second row below 1280 px.
 */
export async function SiteHeader({ siteName, areas, locales, relationWords, help, cartBadge }: TProps) {
  const t = await getTranslations("shell");
  const items = topMenu(areas).map((item) => ({ href: item.href, label: t(`menu.${item.key}`) }));
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b border-line bg-white">
      <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-4 lg:h-16 lg:flex-nowrap lg:gap-6 lg:px-8 lg:py-0">
        {/* Takes the row's free space but can shrink to nothing (the name truncates): the controls on the
            right never wrap to a line of their own, so nothing jumps when the account corner fills in. */}
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-4 lg:flex-none lg:gap-6">
          <MobileTopMenu items={items} label={t("menu.label")} />
          <IntentLink href="/" className="min-w-0 truncate font-condensed text-xl font-bold text-primary">
            {siteName}
          </IntentLink>
          <TopMenu items={items} label={t("menu.label")} />
        </div>
        <Suspense fallback={<div className="order-last h-10 w-full lg:order-none lg:max-w-2xl lg:flex-1" />}>
          <SearchBox relationWords={relationWords} />
        </Suspense>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <LanguageSwitcher locales={locales} />
          <HelpMenu config={help} />
          {cartBadge}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
