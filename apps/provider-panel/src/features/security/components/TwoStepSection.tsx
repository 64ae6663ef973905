import { TwoFactorMethod } from "@ceremony/api-client/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { securityMessages } from "../../../messages/security";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { CodeStep } from "../../../shared/ui/CodeStep";
import { changeTwoFactor, confirmTwoFactor, resendTwoFactorCode } from "../api/twoFactorCalls";
import { readAwaitingCode, writeAwaitingCode } from "../awaitingCode";

/** Two-step toggle: request a code, confirm with 5 digits (120 s, then 60 s after a resend), reload the profile. */
export function TwoStepSection({ method }: { method: number }) {
  const { client, toaster } = useServices();
  const queryClient = useQueryClient();
  const s = securityMessages;
  const enabled = method > 0;
  const target = enabled ? TwoFactorMethod.NONE : TwoFactorMethod.SMS;
  // The switch the code was asked for: another tab may flip `method` meanwhile, and the code still confirms this one.
  const [awaitingCode, setAwaitingState] = useState<typeof target | null>(() => readAwaitingCode(method));
  const setAwaitingCode = (to: typeof target | null) => {
    setAwaitingState(to);
    writeAwaitingCode(to);
  };
  const request = useMutation({
    mutationFn: (to: typeof target) => changeTwoFactor(client, to),
    onSuccess: (message, to) => {
      if (message) toaster.success(message);
      setAwaitingCode(to);
    },
  });
  const confirm = useMutation({
    // The code step shows every refusal under the code (a 429 with its wait), instead of a toast.
    meta: { inlineError: true },
    mutationFn: (code: number) => confirmTwoFactor(client, awaitingCode ?? target, code),
    onSuccess: async (message) => {
      if (message) toaster.success(message);
      setAwaitingCode(null);
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
  const resend = useMutation({
    meta: { inlineRateLimit: true },
    mutationFn: () => resendTwoFactorCode(client),
  });
  return (
    <section className="card stack" aria-labelledby="two-step-title">
      <h2 id="two-step-title" className="section-title">
        {s.twoStep}
      </h2>
      <p>{enabled ? s.twoStepOn : s.twoStepOff}</p>
      {awaitingCode !== null ? (
        <>
          <CodeStep
            timerKey={`two-step:${awaitingCode}`}
            hint={s.codeSent}
            firstSeconds={120}
            resendSeconds={60}
            onSubmit={(code) => confirm.mutateAsync(code)}
            onResend={() => resend.mutateAsync()}
          />
          <Button variant="link" onClick={() => setAwaitingCode(null)}>
            {s.keep}
          </Button>
        </>
      ) : (
        <Button
          role="switch"
          aria-checked={enabled}
          variant={enabled ? "secondary" : "primary"}
          loading={request.isPending}
          onClick={() => request.mutate(target)}
        >
          {enabled ? s.disable : s.enable}
        </Button>
      )}
    </section>
  );
}
