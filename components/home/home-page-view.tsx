"use client";

import { useEffect } from "react";
import { postAnalyticsEvent } from "@/lib/client/analytics";

/** Posts HOME_PAGE_VIEW once per visit of the home page (spec §7 "Analytics"). Renders nothing. */
export function HomePageView({ analyticsSkipped }: { analyticsSkipped: boolean }) {
  useEffect(() => {
    postAnalyticsEvent("HOME_PAGE_VIEW", {}, { skip: analyticsSkipped });
  }, [analyticsSkipped]);
  return null;
}
