import type { TCompanyInfo } from "@/lib/contracts/user";

/**
 * One of the company's managers with a phone and an e-mail to click (the help menu, My company); with
 * `onOpen` the name is a button that opens the manager dialog.
 */
export function ManagerContact({ manager, onOpen }: { manager: TCompanyInfo["managers"][number]; onOpen?: () => void }) {
  return (
    <>
      {onOpen ? (
        <button type="button" aria-haspopup="dialog" className="text-left font-medium text-primary hover:underline" onClick={onOpen}>
          {manager.name}
        </button>
      ) : (
        <p className="font-medium">{manager.name}</p>
      )}
      {manager.position ? <p className="text-xs text-muted">{manager.position}</p> : null}
      {manager.phone ? (
        <a href={`tel:${manager.phone}`} className="block text-primary hover:underline">
          {manager.phone}
        </a>
      ) : null}
      {manager.email ? (
        <a href={`mailto:${manager.email}`} className="block break-all text-primary hover:underline">
          {manager.email}
        </a>
      ) : null}
    </>
  );
}
