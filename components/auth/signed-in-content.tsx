"use client";

import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { Spinner } from "@/components/ui/spinner";
import type { TCurrentUser } from "@/lib/contracts/user";
import { useCurrentUser } from "@/lib/client/auth/use-current-user";

type TProps = {
  loadingLabel: string;
  /** What a visitor reads instead (the sign-in dialog opens over it where the screen calls useRequireAuth). */
  prompt: { title: string; text: string; action: string };
  children: (user: TCurrentUser) => React.ReactNode;
};

/** A personal screen's content: a spinner while the user loads, the sign-in prompt for a visitor, else the content. */
export function SignedInContent({ loadingLabel, prompt, children }: TProps) {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (!user.data) return <SignInPrompt title={prompt.title} text={prompt.text} action={prompt.action} />;
  return children(user.data);
}
