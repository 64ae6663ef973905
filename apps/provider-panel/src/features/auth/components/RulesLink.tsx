import { lazy, Suspense, useState } from "react";
import "./auth.css";
import { authMessages } from "../../../messages/auth";

const RulesDialog = lazy(() => import("./RulesDialog").then((m) => ({ default: m.RulesDialog })));

/** 'By signing in you accept the rules' with the rules in a modal. */
export function RulesLink() {
  const [open, setOpen] = useState(false);
  return (
    <p className="rules-line">
      {authMessages.rulesPrefix}{" "}
      <button type="button" className="inline-link" onClick={() => setOpen(true)}>
        {authMessages.rulesLink}
      </button>{" "}
      {authMessages.rulesSuffix}
      {open ? (
        <Suspense fallback={null}>
          <RulesDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </p>
  );
}
