import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function NotFoundView() {
  const [t, common] = await Promise.all([getTranslations("errors"), getTranslations("common")]);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-medium text-primary">{t("notFoundTitle")}</h1>
      <p className="mb-8 text-muted">{t("notFoundText")}</p>
      <Link href="/catalog" className="rounded-md bg-primary px-5 py-2.5 text-white hover:bg-primary-dark">
        {common("catalog")}
      </Link>
    </section>
  );
}
