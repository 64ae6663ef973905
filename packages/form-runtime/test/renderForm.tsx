import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, vi } from "vitest";
import type { FormAdapters, SubmitRequest, SubmitResult } from "../src/core/adapters";
import { messages } from "../src/core/messages";
import { ServerForm, type ServerFormProps } from "../src/react/ServerForm";
import { fixtureEnumerations, fixtureValidations, untypedElements } from "../src/testing/serverElements";

/**
 * Render a ServerForm from raw elements with spy adapters; resolves once the form is on screen, lazily loaded
 * renderers (file, files, date) included.
 */
export async function renderForm(elements: unknown, props: Partial<ServerFormProps> = {}) {
  const submit = vi.fn(async (_request: SubmitRequest): Promise<SubmitResult> => ({ message: "ثبت شد" }));
  const onMessage = vi.fn();
  const onSubmitted = vi.fn();
  const onDiagnostic = vi.fn();
  const adapters: FormAdapters = { submit, storage: null, ...props.adapters };
  const user = userEvent.setup();
  const view = render(
    <ServerForm
      formId={1}
      elements={untypedElements(elements)}
      enumerations={fixtureEnumerations}
      validations={fixtureValidations}
      onMessage={onMessage}
      onSubmitted={onSubmitted}
      onDiagnostic={onDiagnostic}
      {...props}
      adapters={adapters}
    />,
  );
  const submitButton = await screen.findByRole("button", { name: "ثبت اطلاعات" });
  await waitFor(() => expect(screen.queryByText(messages.fieldLoading)).toBeNull());
  return {
    ...view,
    user,
    submit,
    onMessage,
    onSubmitted,
    onDiagnostic,
    submitButton,
    pressSubmit: () => user.click(submitButton),
    lastBody: () => submit.mock.calls.at(-1)?.[0].body,
  };
}
