"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { SignInPrompt } from "@/components/cart/sign-in-prompt";
import { ApiError } from "@/lib/client/api";
import { QueryState } from "./query-state";
import { Spinner } from "./spinner";

type TTexts = (key: "loading" | "signInTitle" | "signInText" | "signIn" | "failed" | "retry") => string;

/**
 * A personal record's page (an offer, a customer order): a spinner while the user is read, the sign-in
 * prompt for a visitor, the answer's message for a 4xx (not found, module off), loading / retry states,
 * then the record.
 */
export function SignedInRecord<T>({ user, record, t, children }: { user: { isPending: boolean; data: unknown }; record: UseQueryResult<T>; t: TTexts; children: (data: T) => React.ReactNode }) {
  if (user.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t("loading")} />
      </div>
    );
  if (!user.data) return <SignInPrompt title={t("signInTitle")} text={t("signInText")} action={t("signIn")} />;
  if (!record.data) {
    if (record.error instanceof ApiError && record.error.status < 500)
      return (
        <p role="alert" className="py-12 text-center">
          {record.error.message}
        </p>
      );
    return <QueryState isPending={record.isPending} isError={record.isError} onRetry={() => void record.refetch()} t={(key) => t(key === "loadFailed" ? "failed" : key)} />;
  }
  return <>{children(record.data)}</>;
}
