import { lazy, Suspense, useState } from "react";
import { messages } from "../../../messages";
import { Skeleton } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";

const RulesBody = lazy(() => import("./RulesBody").then((m) => ({ default: m.RulesBody })));

/** 'By signing in you accept the rules' with the rules in a modal. */
export function RulesLink() {
  const [open, setOpen] = useState(false);
  return (
    <p className="rules-line">
      {messages.auth.rulesPrefix}{" "}
      <button type="button" className="inline-link" onClick={() => setOpen(true)}>
        {messages.auth.rulesLink}
      </button>{" "}
      {messages.auth.rulesSuffix}
      <Modal open={open} onClose={() => setOpen(false)} title={messages.auth.rulesTitle}>
        {open ? (
          <Suspense fallback={<Skeleton rows={6} />}>
            <RulesBody />
          </Suspense>
        ) : null}
      </Modal>
    </p>
  );
}
