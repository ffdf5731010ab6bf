"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";

const messages = { floor: { heading: "Пол стека", text: "Страница Next.js с двумя провайдерами витрины и без её кода." } };

/** The storefront's two providers (components/providers.tsx and the root layout's next-intl provider). */
export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <NextIntlClientProvider locale="ru" messages={messages} timeZone="Asia/Tashkent">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}
