"use client";

import "./fonts";
import "./globals.css";

/**
 * The root layout itself failed (or the storefront layout around every page): there is no message
 * bundle to read, so the page is in the default language only, with the spec's texts. A reload is the
 * one thing that can help.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ru">
      <body>
        <div className="app-container">
          <main id="content" data-page-state="failure" className="mx-auto max-w-2xl px-4 py-16 text-center">
            <h1 className="mb-4 text-3xl font-medium text-primary">Произошел технический сбой</h1>
            <p className="mb-8 text-muted">Попробуйте обновить страницу. Если сбой повторится, зайдите немного позже.</p>
            <button type="button" onClick={() => window.location.reload()} className="h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-dark">
              Обновить страницу
            </button>
            {error.digest ? <p className="mt-8 text-xs text-muted">digest {error.digest}</p> : null}
          </main>
        </div>
      </body>
    </html>
  );
}
