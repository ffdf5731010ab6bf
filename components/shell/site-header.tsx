import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { UserMenu } from "./user-menu";

export async function SiteHeader({ siteName }: { siteName: string }) {
  const t = await getTranslations("common");
  return (
    <header className="sticky top-0 z-10 border-b border-line bg-white">
      <div className="mx-auto flex h-16 w-full max-w-[1600px] items-center gap-8 px-4 lg:px-8">
        <Link href="/" className="font-condensed text-xl font-bold text-primary">
          {siteName}
        </Link>
        <nav aria-label={t("mainMenu")} className="flex gap-6 text-sm font-medium">
          <Link href="/catalog" className="hover:text-primary">
            {t("catalog")}
          </Link>
        </nav>
        <div className="ml-auto">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
