import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { ApiError } from "@/lib/client/api";
import { renderWithProviders } from "./auth-render";

type TDraft = { name: string };

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderForm(onSubmit: (draft: TDraft) => Promise<unknown>, onClose = jest.fn()) {
  renderWithProviders(
    <FormDialog<TDraft>
      title="Новая спецификация"
      submitLabel="Создать"
      initialDraft={{ name: "Черновик" }}
      validate={(draft) => (draft.name.trim() ? null : { name: ["Укажите название"] })}
      onSubmit={onSubmit}
      onClose={onClose}
      failedText="Не удалось сохранить"
    >
      {({ draft, setField, errors }) => (
        <label>
          Название
          <input value={draft.name} onChange={(e) => setField("name", e.target.value)} />
          {errors.name ? <span>{errors.name.join(" ")}</span> : null}
        </label>
      )}
    </FormDialog>,
  );
  return { onClose, dialog: () => screen.getByRole("dialog", { name: "Новая спецификация" }) };
}

describe("the generic form dialog (spec §4 form dialogs)", () => {
  it("submit goes pending; Escape and ✕ are ignored while pending; success closes", async () => {
    const answer = deferred();
    const onSubmit = jest.fn(() => answer.promise);
    const { onClose, dialog } = renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText("Название"), { target: { value: "Щитовая" } });
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Щитовая" });
    expect(screen.getByRole("button", { name: "Создать" })).toHaveAttribute("aria-busy", "true");
    fireEvent.keyDown(dialog(), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a failure shows its message (field errors under their fields) and the dialog stays", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 400, message: "Проверьте поля", errors: { name: ["Такая спецификация уже есть"] } }))
      .mockRejectedValueOnce(new ApiError({ status: 500, message: "" }));
    const { onClose } = renderForm(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    expect(await screen.findByText("Такая спецификация уже есть")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Не удалось сохранить");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("«Отмена» while pending closes, wipes the draft and drops the late answer", async () => {
    const answer = deferred();
    const { onClose } = renderForm(() => answer.promise);
    fireEvent.change(screen.getByLabelText("Название"), { target: { value: "Щитовая" } });
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    fireEvent.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => answer.reject(new ApiError({ status: 500, message: "поздно" })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("поздно")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Название")).toHaveValue("Черновик");
  });

  it("checks the draft before sending", () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText("Название"), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    expect(screen.getByText("Укажите название")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("the confirm-delete dialog", () => {
  it("says what goes, puts the keyboard on «Отмена», confirms or keeps", async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDeleteDialog title="Очистить корзину" text="Удалить все товары из корзины?" confirmLabel="Очистить корзину" pending={false} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Очистить корзину" });
    expect(dialog).toHaveAccessibleDescription("Удалить все товары из корзины?");
    await waitFor(() => expect(screen.getByRole("button", { name: "Отмена" })).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Очистить корзину" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("names the keeping button when the action is itself a cancelling", () => {
    renderWithProviders(<ConfirmDeleteDialog title="Отменить заказ" text="Отменить заказ? Резерв товара будет снят." confirmLabel="Отменить заказ" cancelLabel="Не отменять" pending={false} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole("button", { name: "Не отменять" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Отмена" })).not.toBeInTheDocument();
  });
});
