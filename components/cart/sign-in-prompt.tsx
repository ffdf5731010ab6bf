"use client";

import { Button } from "@/components/ui/button";
import { openAuth } from "@/lib/client/auth/auth-history";

/** What a visitor sees on a screen that needs an account (cart, orders): why, and the way in. */
export function SignInPrompt({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="sign-in-prompt">
      <h2 className="text-xl font-medium">{title}</h2>
      <p className="text-muted">{text}</p>
      <Button type="button" onClick={() => openAuth("signin")}>
        {action}
      </Button>
    </section>
  );
}
