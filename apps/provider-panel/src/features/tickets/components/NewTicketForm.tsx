import { normalizePersianLetters } from "@ceremony/persian-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { ticketMessages } from "../../../messages/ticket";
import { clearDraft } from "../../../shared/drafts/formDrafts";
import { useDraftValues } from "../../../shared/drafts/useDraftValues";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { SelectField } from "../../../shared/ui/SelectField";
import { TextField } from "../../../shared/ui/TextField";
import { validateTicket } from "../../../shared/validation/ticketRules";
import { ticketSectionsQuery } from "../api/queries";
import { createTicket } from "../api/ticketCalls";

/** New ticket: subject and description required (validated on change), section optional (empty → null). */
export function NewTicketForm() {
  const { client, toaster } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sections = useQuery(ticketSectionsQuery(client));
  // Kept on the device so a reload loses nothing (issue 14 item 11); removed once sent and on sign-out.
  const { values, setValues } = useDraftValues("ticket-new", { subject: "", description: "", section: "" });
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const errors = validateTicket(values);
  const t = ticketMessages;
  const create = useMutation({
    mutationFn: () =>
      createTicket(client, {
        subject: normalizePersianLetters(values.subject.trim()),
        description: normalizePersianLetters(values.description.trim()),
        section_id: values.section ? Number(values.section) : null,
      }),
    onSuccess: async (result) => {
      clearDraft("ticket-new");
      if (result.message) toaster.success(result.message);
      await queryClient.invalidateQueries({ queryKey: ["tickets", "list"] });
      void navigate({ to: "/panel/ticket/$id", params: { id: result.id } });
    },
  });
  const set = (key: keyof typeof values) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }));
    setDirty((d) => ({ ...d, [key]: true }));
  };
  // The button's busy state is drawn a moment after the tap: a double tap must not open two tickets.
  const sending = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDirty({ subject: true, description: true });
    if (Object.keys(errors).length > 0 || sending.current) return;
    sending.current = true;
    create.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <TextField
        label={t.subject}
        value={values.subject}
        onChange={set("subject")}
        error={dirty.subject ? errors.subject : undefined}
        name="subject"
      />
      <SelectField
        label={t.section}
        value={values.section}
        onChange={set("section")}
        placeholder={t.noSection}
        name="section"
        options={(sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <TextField
        label={t.description}
        value={values.description}
        onChange={set("description")}
        error={dirty.description ? errors.description : undefined}
        name="description"
        multiline
      />
      <Button type="submit" loading={create.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
