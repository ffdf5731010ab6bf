"use client";

import { useTranslations } from "next-intl";

export function FloorText() {
  const t = useTranslations("floor");
  return (
    <>
      <h1>{t("heading")}</h1>
      <p>{t("text")}</p>
    </>
  );
}
