"use client";

import { isPlainClick } from "@/lib/client/catalog/catalog-history";
import { useCatalog } from "./catalog-context";

type TProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/**
 * A link to another catalogue address. Crawlers and script-less browsers follow it; a plain click
 * changes the address in place and the list is fetched by the browser.
 */
export function CatalogLink({ href, onClick, children, ...rest }: TProps) {
  const { navigateTo } = useCatalog();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigateTo(href);
      }}
    >
      {children}
    </a>
  );
}
