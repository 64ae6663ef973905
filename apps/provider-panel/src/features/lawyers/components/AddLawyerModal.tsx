import { PersonKindRole } from "@ceremony/api-client/contract";
import { normalizeMobile } from "@ceremony/persian-text";
import { lawyersMessages } from "../../../messages/lawyers";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { Modal } from "../../../shared/ui/Modal";
import { TextField } from "../../../shared/ui/TextField";
import { useFieldErrors } from "../../../shared/ui/useFieldErrors";
import { useFieldValues } from "../../../shared/ui/useFieldValues";
import { validateAddLawyer } from "../linkRules";

/**
 * The add-lawyer form (form `add_agent_form_id` of the initial data, drawn by hand: label and mobile): sends a
 * link request to the lawyer's mobile. A refused request keeps the modal open with what was typed.
 */
export function AddLawyerModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { $api, constants } = useMarketplaceCalls();
  const { toaster } = useServices();
  const { values, set, setValues } = useFieldValues({ label: "", mobile: "" });
  const connect = $api.useMutation("post", "/api/profile/link/request/connect", {
    onSuccess: (answer) => {
      if (answer?.message) toaster.success(answer.message);
      setValues({ label: "", mobile: "" });
      onAdded();
    },
  });
  const errors = validateAddLawyer(values);
  const { submit, show } = useFieldErrors(errors, () =>
    connect.mutate({
      body: {
        label: values.label.trim(),
        mobile: normalizeMobile(values.mobile),
        person_kind_role_id: PersonKindRole.USER_AGENT,
        form_id: constants.add_agent_form_id,
      },
    }),
  );
  const m = lawyersMessages;
  const formId = "add-lawyer-form";
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={m.addTitle}
      closeDisabled={connect.isPending}
      footer={
        <Button type="submit" form={formId} loading={connect.isPending}>
          {m.send}
        </Button>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <p className="muted">{m.addHint}</p>
        <p className="muted">{m.addGrants}</p>
        <TextField label={m.label} value={values.label} onChange={set("label")} error={show("label")} />
        <TextField
          label={m.mobile}
          value={values.mobile}
          onChange={set("mobile")}
          error={show("mobile")}
          inputMode="tel"
          autoComplete="tel"
          placeholder="09xxxxxxxxx"
          ltr
        />
      </form>
    </Modal>
  );
}
