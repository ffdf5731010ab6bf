import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ru from "@/messages/ru.json";

/** Renders a component as the storefront does: Russian messages and a fresh React Query client. */
export function renderWithProviders(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const view = render(
    <NextIntlClientProvider locale="ru" messages={ru} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, queryClient };
}

/** Default answers of the app calls every dialog may make (settings without captcha, one region). */
export const appCalls = {
  "v2/settings": () => ({
    name: "Демо",
    host: "localhost",
    url: null,
    marketUrl: null,
    locales: ["ru"],
    defaultLocale: "ru",
    signup: {
      captcha: { enabled: false, key: null, provider: "local" },
      registrationBy: "phone",
      fields: [],
    },
  }),
  "v1/info": () => ({
    config: { initialAuthMode: "signin" },
    region: { id: 1, name: "Москва" },
    regions: [
      { id: 1, name: "Москва" },
      { id: 2, name: "Санкт-Петербург" },
    ],
  }),
  "v2/user/bank/providers": () => ({ items: [] }),
};
