import { TicketStatus } from "@ceremony/api-client/contract";
import { normalizePersianLetters, toPersianDigits } from "@ceremony/persian-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { ticketMessages } from "../../../messages/ticket";
import { toAppError } from "../../../shared/api/errors";
import { clearDraft } from "../../../shared/drafts/formDrafts";
import { useDraftValues } from "../../../shared/drafts/useDraftValues";
import { formatJalali } from "../../../shared/format/jalali";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { Icon, iconThumbDown, iconThumbUp } from "../../../shared/ui/Icon";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { iconAlert } from "../../../shared/ui/stateIcons";
import { TextField } from "../../../shared/ui/TextField";
import { validateReply } from "../../../shared/validation/ticketRules";
import { ticketQuery, ticketRepliesQuery } from "../api/queries";
import { closeTicket, replyTicket, setTicketUseful } from "../api/ticketCalls";
import { canClose, canReply, feedbackGiven, isExpertReply, showsFeedback, statusTone } from "../ticketRules";
import "./tickets.css";

/** /panel/ticket/{id}: info, replies, reply form, close and the once-only feedback of section 4. */
export function TicketDetail({ id }: { id: number }) {
  const { client, toaster } = useServices();
  const queryClient = useQueryClient();
  const ticket = useQuery(ticketQuery(client, id));
  const replies = useQuery(ticketRepliesQuery(client, id));
  // The reply being written survives a reload (per ticket); a sent reply and sign-out remove it.
  const draft = useDraftValues(`ticket-reply:${id}`, { message: "" });
  const reply = draft.values.message;
  const setReply = draft.set("message");
  const [replyTouched, setReplyTouched] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const t = ticketMessages;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["tickets"] });
  const onDone = async (message: string | undefined) => {
    if (message) toaster.success(message);
    await refresh();
  };
  const send = useMutation({
    mutationFn: () => replyTicket(client, id, normalizePersianLetters(reply.trim())),
    onSuccess: async (m) => {
      clearDraft(`ticket-reply:${id}`);
      setReply("");
      setReplyTouched(false);
      await onDone(m);
    },
  });
  const close = useMutation({
    mutationFn: () => closeTicket(client, id),
    onSuccess: async (m) => {
      setConfirmClose(false);
      await onDone(m);
    },
    onError: () => setConfirmClose(false),
  });
  const feedback = useMutation({
    mutationFn: (useful: boolean) => setTicketUseful(client, id, useful),
    onSuccess: onDone,
    meta: { silent: true },
    onError: (error) => {
      const e = toAppError(error);
      toaster.error(e.status === 400 ? screenErrorsMessages.feedbackRepeated : e.message);
      void refresh();
    },
  });
  const replyErrors = validateReply({ message: reply });

  if (ticket.isPending) return <Skeleton rows={4} />;
  // A failed refetch keeps what was shown (the offline notice says why it may be old).
  if (ticket.data === undefined) {
    // No such ticket (a mistyped or old address): asking again cannot help; the way out is the history.
    if (toAppError(ticket.error).status === 404)
      return (
        <div className="stack">
          <EmptyView text={ticketMessages.notFound} icon={iconAlert} />
          <Link to="/panel/ticket" className="btn btn-secondary block">
            {ticketMessages.backToHistory}
          </Link>
        </div>
      );
    return (
      <ErrorView error={ticket.error} retrying={ticket.isFetching} onRetry={() => void ticket.refetch()} />
    );
  }
  const data = ticket.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReplyTouched(true);
    if (!replyErrors.message) send.mutate();
  };

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="ticket-title">
        <div className="row-between">
          <h1 id="ticket-title" className="page-title">
            {data.subject}
          </h1>
          <span className={`badge badge-${statusTone(data)}`} data-testid="ticket-status">
            {t.status[data.status_id] ?? ""}
          </span>
        </div>
        <div className="row-between muted">
          <span>{t.number(toPersianDigits(data.id))}</span>
          <time>{formatJalali(data.created_at)}</time>
        </div>
        {data.section ? <p className="muted">{data.section}</p> : null}
        <p className="pre-line">{data.description}</p>
        {canClose(data) ? (
          <Button variant="danger" loading={close.isPending} onClick={() => setConfirmClose(true)}>
            {t.close}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirmClose}
          title={t.closeConfirmTitle}
          confirmLabel={t.closeConfirmYes}
          cancelLabel={t.keepOpen}
          busy={close.isPending}
          onConfirm={() => close.mutate()}
          onCancel={() => setConfirmClose(false)}
        >
          <p>{t.closeConfirmBody}</p>
        </ConfirmDialog>
      </section>
      <section aria-labelledby="replies-title" className="stack">
        <h2 id="replies-title" className="section-title">
          {t.replies}
        </h2>
        {replies.isPending ? (
          <Skeleton />
        ) : replies.isError && !replies.data ? (
          <ErrorView
            error={replies.error}
            retrying={replies.isFetching}
            onRetry={() => void replies.refetch()}
          />
        ) : replies.data.data.length === 0 ? (
          <p className="muted">{t.noReplies}</p>
        ) : (
          <ul className="list">
            {replies.data.data.map((r) => (
              <li key={r.id} className={`card reply${isExpertReply(r) ? " reply-expert" : " reply-user"}`}>
                <div className="row-between">
                  <strong>{isExpertReply(r) ? r.name || t.expert : r.name || t.you}</strong>
                  <time className="muted">{formatJalali(r.created_at)}</time>
                </div>
                <p className="pre-line">{r.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canReply(data) ? (
        <form className="card stack" onSubmit={submit} noValidate>
          <TextField
            label={t.reply}
            value={reply}
            onChange={(v) => {
              setReply(v);
              setReplyTouched(true);
            }}
            error={replyTouched ? replyErrors.message : undefined}
            name="reply"
            multiline
          />
          <Button type="submit" loading={send.isPending}>
            {t.sendReply}
          </Button>
        </form>
      ) : (
        <div className="card stack" data-testid="ticket-no-reply">
          <p>{data.status_id === TicketStatus.CLOSED ? t.closedHint : t.answeredHint}</p>
          <Link to="/panel/ticket/new" className="btn btn-secondary">
            {t.newRequest}
          </Link>
        </div>
      )}
      {showsFeedback(data) ? (
        <section className="card stack" aria-labelledby="feedback-title">
          <h2 id="feedback-title" className="section-title">
            {t.feedbackQuestion}
          </h2>
          {feedbackGiven(data) ? (
            <p>{t.feedbackGiven(data.is_useful === true)}</p>
          ) : (
            <div className="row-gap">
              <Button
                variant="secondary"
                loading={feedback.isPending && feedback.variables === true}
                disabled={feedback.isPending}
                onClick={() => feedback.mutate(true)}
              >
                <Icon path={iconThumbUp} /> {t.useful}
              </Button>
              <Button
                variant="secondary"
                loading={feedback.isPending && feedback.variables === false}
                disabled={feedback.isPending}
                onClick={() => feedback.mutate(false)}
              >
                <Icon path={iconThumbDown} /> {t.notUseful}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
