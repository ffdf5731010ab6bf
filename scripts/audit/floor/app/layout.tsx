import { Providers } from "./providers";

export const metadata = { title: "Floor", description: "A bare Next.js page with the storefront's two providers." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ru">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
