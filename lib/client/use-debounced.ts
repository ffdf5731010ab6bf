"use client";

import { useEffect, useState } from "react";

/** The value as it was `ms` milliseconds after it last changed (typing settles before a search is asked). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
