"use client";

import { useEffect } from "react";

/** Spec §4: banners show for 2 seconds. */
export const NOTICE_MS = 2000;

/** A short polite message at the bottom centre after signing in ("Вы вошли", the sign-up greeting). */
export function AuthNotice({ text, onDone }: { text: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [text, onDone]);
  return (
    <div role="status" className="fixed bottom-4 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[848px] -translate-x-1/2 rounded-md bg-ink px-4 py-3 text-sm text-white shadow-lg">
      {text}
    </div>
  );
}
