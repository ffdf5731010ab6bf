import type ru from "./messages/ru.json";

// next-intl checks message keys against the Russian catalogue (issue 21 item 6): a key that ru.json lacks
// fails the compiler; en.json and uz.json are held to the same keys by tests/unit/messages.test.ts.
declare module "next-intl" {
  interface AppConfig {
    Messages: typeof ru;
  }
}
