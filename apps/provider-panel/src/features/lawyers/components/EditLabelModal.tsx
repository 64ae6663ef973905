import { lawyersMessages } from "../../../messages/lawyers";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { Modal } from "../../../shared/ui/Modal";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFieldValues } from "../../../shared/ui/useFieldValues";
import { labelError } from "../linkRules";

/** Edit-label form (spec §5: label required) of one outgoing request; `PUT /edit {id, label}`. */
export function EditLabelModal({
  link,
  onClose,
  onSaved,
}: {
  link: { id: number; label: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { $api } = useMarketplaceCalls();
  const { toaster } = useServices();
  const { values, set } = useFieldValues({ label: link.label });
  const edit = $api.useMutation("put", "/api/profile/link/request/edit", {
    onSuccess: (answer) => {
      if (answer?.message) toaster.success(answer.message);
      onSaved();
    },
  });
  const error = labelError(values.label);
  const { submit, show } = useFieldErrors(error ? { label: error } : {}, () =>
    edit.mutate({ body: { id: link.id, label: values.label.trim() } }),
  );
  const m = lawyersMessages;
  const formId = "edit-label-form";
  return (
    <Modal
      open
      onClose={onClose}
      title={m.editTitle}
      closeDisabled={edit.isPending}
      footer={
        <>
          <Button type="submit" form={formId} loading={edit.isPending}>
            {m.save}
          </Button>
          <Button variant="secondary" disabled={edit.isPending} onClick={onClose}>
            {m.cancel}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <TextField label={m.label} value={values.label} onChange={set("label")} error={show("label")} />
      </form>
    </Modal>
  );
}
