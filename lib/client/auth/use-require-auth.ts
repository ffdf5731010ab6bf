"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * The auth dialog's "required" counter (spec §4): screens that need a signed-in user count themselves
 * in while mounted; while it is above zero and nobody is signed in, sign-in opens. Never below zero.
 */
let required = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function increaseAuthRequired(): void {
  required += 1;
  emit();
}

export function decreaseAuthRequired(): void {
  required = Math.max(0, required - 1);
  emit();
}

export function authRequiredCount(): number {
  return required;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some mounted screen needs a signed-in user. */
export function useAuthRequired(): boolean {
  return useSyncExternalStore(subscribe, () => required > 0, () => false);
}

/** Call in a screen that only makes sense signed in (personal area, orders): sign-in opens for visitors. */
export function useRequireAuth(): void {
  useEffect(() => {
    increaseAuthRequired();
    return decreaseAuthRequired;
  }, []);
}
