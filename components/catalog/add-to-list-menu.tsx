"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { menuItemClass } from "@/components/ui/menu";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/client/api";

/** The texts of one such menu (the keys of `specificationsScreen.add`, `offersScreen.add`). */
export type TAddMenuText = (key: "heading" | "listLabel" | "loading" | "loadFailed" | "new" | "newName" | "nameRequired" | "create" | "positions", values?: Record<string, string | number>) => string;

type TProps = {
  /** The id of the new list's name field (unique on the page). */
  inputId: string;
  productName: string;
  amount: number;
  text: TAddMenuText;
  /** The user's lists the product can go into, or the query's state. */
  list: { isPending: boolean; isError: boolean; error: unknown; items: { id: number; name: string; positionsCount: number }[] };
  adding: boolean;
  creating: boolean;
  onAdd: (id: number) => void;
  /** Creates a new list with the product; `nameError` shows the server's complaint about the name. */
  onCreate: (name: string, nameError: (message: string) => void) => void;
};

/**
 * The open body of a catalogue product's «add to a list» menu («В спецификацию», «В КП»): the user's
 * lists, most recently changed first, and «New …» (a name, then it is created with this product).
 */
export function AddToListMenu({ inputId, productName, amount, text, list, adding, creating, onAdd, onCreate }: TProps) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);

  if (naming) {
    return (
      <form
        className="flex flex-col gap-2 p-1"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (!trimmed) return setNameError(text("nameRequired"));
          onCreate(trimmed, setNameError);
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {text("newName")}
        </label>
        <input
          id={inputId}
          autoFocus
          maxLength={200}
          value={name}
          onChange={(e) => {
            setNameError(null);
            setName(e.target.value);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${inputId}-error` : undefined}
          className="h-10 rounded-md border border-line px-3 text-base outline-none focus:border-primary"
        />
        {nameError ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs text-red-700">
            {nameError}
          </p>
        ) : null}
        <Button type="submit" pending={creating}>
          {text("create")}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 py-1 text-xs text-muted">{text("heading", { name: productName, amount })}</p>
      {list.isPending ? (
        <div className="flex justify-center py-3">
          <Spinner size="small" label={text("loading")} />
        </div>
      ) : list.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-700">
          {list.error instanceof ApiError && list.error.status === 403 ? list.error.message : text("loadFailed")}
        </p>
      ) : (
        <ul className="flex flex-col" aria-label={text("listLabel")}>
          {list.items.map((item) => (
            <li key={item.id}>
              <button type="button" className={menuItemClass} disabled={adding} onClick={() => onAdd(item.id)}>
                <span className="min-w-0 truncate">{item.name}</span>
                <span className="shrink-0 text-xs text-muted">{text("positions", { count: item.positionsCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${menuItemClass} font-medium text-primary`} onClick={() => setNaming(true)}>
        {text("new")}
      </button>
    </div>
  );
}
