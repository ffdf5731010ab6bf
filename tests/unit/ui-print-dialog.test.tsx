import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { OrderPrintSheet } from "@/components/orders/order-print-sheet";
import { PrintDialog } from "@/components/ui/print-dialog";
import { ZOrderDetail, type TOrderDetail } from "@/lib/contracts/orders";
import { renderWithProviders } from "./auth-render";

const line = (id: number, over: Partial<TOrderDetail["items"][number]> = {}): TOrderDetail["items"][number] => ({
  id,
  type: "product",
  productId: id,
  customProductId: null,
  product: { id, article: `A-${id}`, name: `Кабель ВВГнг-LS 3×2,5 (${id})`, unit: "м", image: "" },
  name: `Кабель ВВГнг-LS 3×2,5 (${id})`,
  article: `A-${id}`,
  unit: "м",
  price: "95.20",
  amount: 100,
  total: "9520.00",
  vatRate: 20,
  vatAmount: "1586.67",
  ...over,
});

// Parsed with the API's contract: the sheet is shown what the order call answers.
const order: TOrderDetail = ZOrderDetail.parse({
  id: 57,
  name: "Заказ № 57",
  status: "confirmed",
  statusName: "Подтверждён",
  created: "2026-11-20T09:30:00.000Z",
  updated: "2026-11-20T09:30:00.000Z",
  positionsCount: 3,
  totalPrice: "19040.00",
  bonusSpent: "0.00",
  author: { id: 1, name: "Иван Петров" },
  company: { id: 3, name: "ООО «Ромашка»" },
  comment: "Позвонить за час",
  address: "Центральный склад (Подольск)",
  deliveryType: "pickup",
  reservedUntil: null,
  items: [line(1), line(2), line(3, { type: "custom", productId: null, customProductId: 9, product: null, article: null, name: "Свой щит", price: "0.00", total: "0.00", amount: 1, unit: "шт" })],
  orderItemsTotalPrice: "19040.00",
  orderCustomItemsTotalPrice: "0.00",
  vatAmount: "3173.33",
  warehouse: null,
  deliveryAddressId: null,
  deliveryCity: null,
  deliveryComment: null,
  events: [],
  documents: [],
  actions: { repeat: true, cancel: false },
});

function OrderPrint() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Печать
        </button>
      </main>
      {open ? (
        <PrintDialog open onOpenChange={setOpen} title="Печать заказа" printLabel="Распечатать">
          <OrderPrintSheet order={order} />
        </PrintDialog>
      ) : null}
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe("the print dialog (spec §3 Print dialog) on the order", () => {
  it("previews the order's sheet, prints from its button, and puts the sheet's copy alone into the page for the printer while open", () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    renderWithProviders(<OrderPrint />);
    expect(document.documentElement).not.toHaveAttribute("data-printing");
    fireEvent.click(screen.getByRole("button", { name: "Печать" }));

    const dialog = screen.getByRole("dialog", { name: "Печать заказа" });
    const sheet = within(dialog).getByTestId("order-print-sheet");
    expect(within(sheet).getByRole("heading", { name: "Заказ № 57 от 20.11.2026" })).toBeInTheDocument();
    expect(sheet).toHaveTextContent("ООО «Ромашка»");
    expect(sheet).toHaveTextContent("Самовывоз: Центральный склад (Подольск)");
    const rows = within(within(sheet).getByTestId("order-print-lines")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/1A-1Кабель ВВГнг-LS 3×2,5 \(1\)100 м95,20 ₽9\s520,00 ₽/);
    expect(within(sheet).getByTestId("order-print-total")).toHaveTextContent(/19\s040,00 ₽/);
    expect(within(sheet).getByTestId("order-print-custom-lines")).toHaveTextContent("Свой щит");

    expect(document.documentElement).toHaveAttribute("data-printing", "true");
    const copies = document.querySelectorAll("body > [data-print-root]");
    expect(copies).toHaveLength(1);
    expect(copies[0]).toHaveClass("hidden", "print:block");
    expect(copies[0]).toHaveTextContent("Заказ № 57 от 20.11.2026");

    fireEvent.click(within(dialog).getByRole("button", { name: "Распечатать" }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Печать заказа" })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute("data-printing");
    expect(document.querySelectorAll("[data-print-root]")).toHaveLength(0);
  });
});
