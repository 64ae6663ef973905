import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { walletMessages } from "../../../messages/wallet";
import { Icon, iconCheck, iconClose } from "../../../shared/ui/Icon";
import { iconAlert } from "../../../shared/ui/stateIcons";
import "./PaymentReturn.css";
import type { PaymentOutcome } from "../paymentReturn";

/** What the provider sees on coming back from the payment page: paid or cancelled, in Persian (issue 14 item 6). */
export function PaymentReturn({ status, onDismiss }: { status: PaymentOutcome; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const w = walletMessages;
  useEffect(() => {
    // A paid top-up changed the balance, the receipts and the transactions: fetch them again.
    if (status === "paid") void queryClient.invalidateQueries({ queryKey: ["wallet"] });
  }, [status, queryClient]);
  const paid = status === "paid";
  return (
    <div
      className={`card payment-return ${paid ? "payment-paid" : "payment-cancelled"}`}
      role="status"
      data-testid="payment-return"
    >
      <span className="payment-return-icon">
        <Icon path={paid ? iconCheck : iconAlert} size={24} />
      </span>
      <div className="payment-return-text">
        <strong>{paid ? w.paidTitle : w.cancelledTitle}</strong>
        <p>{paid ? w.paidBody : w.cancelledBody}</p>
      </div>
      <button type="button" className="icon-button" aria-label={w.dismiss} onClick={onDismiss}>
        <Icon path={iconClose} />
      </button>
    </div>
  );
}
