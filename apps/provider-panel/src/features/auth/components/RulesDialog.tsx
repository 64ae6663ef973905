import { Suspense } from "react";
import { authMessages } from "../../../messages/auth";
import { Skeleton } from "../../../shared/ui/ListState";
import { Modal } from "../../../shared/ui/Modal";
import { RulesBody } from "./RulesBody";

/** The suppliers' rules in a modal (loaded with its body only when opened, off the sign-in bundle). */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={authMessages.rulesTitle}>
      <Suspense fallback={<Skeleton rows={6} />}>
        <RulesBody />
      </Suspense>
    </Modal>
  );
}
