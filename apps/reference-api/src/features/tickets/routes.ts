import { TicketStatus } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import type { Kysely } from "kysely";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { Feature } from "../../context/feature";
import type { Database } from "../../db/schema";
import { ErrorCode, httpError } from "../../http/errors";
import { invalidInput, optBool, optInt, reqInt, reqString } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { notify } from "../messages/notify";

/** The Ticket fields of the API; `section` is the section's name. */
const TICKET_COLUMNS = [
  "tickets.id",
  "tickets.subject",
  "tickets.description",
  "tickets.status_id",
  "tickets.created_at",
  "tickets.is_useful",
  "ticket_sections.name as section",
] as const;

/** A profile's tickets joined with their section (no selection yet, so lists can count it too). */
function ticketsOf(db: Kysely<Database>, profileId: number) {
  return db
    .selectFrom("tickets")
    .leftJoin("ticket_sections", "ticket_sections.id", "tickets.section_id")
    .where("tickets.profile_id", "=", profileId);
}

/** A ticket without a section has an empty section name. */
function ticketJson<T extends { section: string | null }>(row: T): T & { section: string } {
  return { ...row, section: row.section ?? "" };
}

async function ownTicket(db: Kysely<Database>, profileId: number, id: number) {
  const row = await ticketsOf(db, profileId)
    .select(TICKET_COLUMNS)
    .where("tickets.id", "=", id)
    .executeTakeFirst();
  if (!row) throw httpError(404, messages.notFound, ErrorCode.notFound);
  return ticketJson(row);
}

/**
 * The simulated support expert: after `supportReplyDelayMs` it answers a ticket still waiting, moves it to
 * "answered" and pushes a `reply` event to the profile.
 */
function scheduleSupportReply(deps: Deps, ticketId: number, profileId: number): void {
  const timer = setTimeout(() => {
    void deps.db
      .transaction()
      .execute(async (trx) => {
        const t = await trx
          .selectFrom("tickets")
          .select("status_id")
          .where("id", "=", ticketId)
          .forUpdate()
          .executeTakeFirst();
        if (!t || (t.status_id !== TicketStatus.OPEN && t.status_id !== TicketStatus.AWAITING_REPLY)) return;
        await trx
          .insertInto("ticket_replies")
          .values({
            ticket_id: ticketId,
            message: messages.supportAutoReply,
            name: messages.supportName,
            kind_id: 3,
            created_at: nowSeconds(deps.clock),
          })
          .execute();
        await trx
          .updateTable("tickets")
          .set({ status_id: TicketStatus.ANSWERED })
          .where("id", "=", ticketId)
          .execute();
        // The contract's `reply` event is for request chats; a ticket answer arrives as a notification.
        await notify(
          deps,
          trx,
          profileId,
          messages.ticketAnsweredSubject,
          messages.ticketAnsweredText(toPersianDigits(ticketId)),
        );
      })
      .catch((error: unknown) =>
        deps.log.warn("support reply failed", { ticket: ticketId, error: String(error) }),
      );
  }, deps.config.supportReplyDelayMs);
  timer.unref();
}

/** Support tickets: sections, create, list, get, replies, reply, close, one-time usefulness feedback. */
export const ticketsFeature: Feature = {
  name: "tickets",
  routes(app, deps) {
    const on = typedRoutes(app);
    const { db, clock } = deps;
    const auth = requireProfile(deps);

    on.get("/api/ticket/section/all", auth, async (_c, io) => {
      return io.ok(await db.selectFrom("ticket_sections").select(["id", "name"]).orderBy("id").execute());
    });

    on.get("/api/ticket/list", auth, async (c, io) => {
      const page = await fetchPage(ticketsOf(db, c.var.profile.id), paging(io.query), (q) =>
        q.select(TICKET_COLUMNS).orderBy("tickets.id", "desc"),
      );
      return io.paged(page.rows.map(ticketJson), page.count);
    });

    on.post("/api/ticket/create", auth, async (c, io) => {
      const body = io.body;
      const subject = reqString(body, "subject", 200);
      const description = reqString(body, "description", 5000);
      const sectionId = optInt(body, "section_id") ?? null;
      if (sectionId !== null) {
        const section = await db
          .selectFrom("ticket_sections")
          .select("id")
          .where("id", "=", sectionId)
          .executeTakeFirst();
        if (!section) invalidInput("section_id", "unknown section");
      }
      const row = await db
        .insertInto("tickets")
        .values({
          profile_id: c.var.profile.id,
          subject,
          description,
          section_id: sectionId,
          is_useful: null,
          created_at: nowSeconds(clock),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      scheduleSupportReply(deps, row.id, c.var.profile.id);
      return io.ok({ id: row.id }, messages.ticketCreated);
    });

    on.get("/api/ticket/get", auth, async (c, io) => {
      return io.ok(await ownTicket(db, c.var.profile.id, reqInt(io.query, "id")));
    });

    on.get("/api/ticket/list_replies", auth, async (c, io) => {
      const query = io.query;
      const ticket = await ownTicket(db, c.var.profile.id, reqInt(query, "id"));
      const base = db.selectFrom("ticket_replies").where("ticket_id", "=", ticket.id);
      const page = await fetchPage(base, paging(query, 100), (q) =>
        q.select(["id", "message", "name", "created_at", "kind_id"]).orderBy("id"),
      );
      const data = page.rows.map(({ kind_id, ...r }) => ({ ...r, person_identifier: { kind_id } }));
      return io.paged(data, page.count);
    });

    on.put("/api/ticket/reply", auth, async (c, io) => {
      const body = io.body;
      const ticket = await ownTicket(db, c.var.profile.id, reqInt(body, "id"));
      const message = reqString(body, "message", 5000);
      if (ticket.status_id === TicketStatus.ANSWERED || ticket.status_id === TicketStatus.CLOSED) {
        throw httpError(400, messages.ticketNotOpen, ErrorCode.business);
      }
      const p = c.var.profile;
      const name = `${p.first_name} ${p.last_name}`.trim() || p.label;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("ticket_replies")
          .values({ ticket_id: ticket.id, message, name, kind_id: 1, created_at: nowSeconds(clock) })
          .execute();
        await trx
          .updateTable("tickets")
          .set({ status_id: TicketStatus.AWAITING_REPLY })
          .where("id", "=", ticket.id)
          .execute();
      });
      scheduleSupportReply(deps, ticket.id, p.id);
      return io.message(messages.ticketReplied);
    });

    on.put("/api/ticket/close", auth, async (c, io) => {
      const ticket = await ownTicket(db, c.var.profile.id, reqInt(io.body, "id"));
      if (ticket.status_id !== TicketStatus.OPEN && ticket.status_id !== TicketStatus.AWAITING_REPLY) {
        throw httpError(400, messages.ticketCannotClose, ErrorCode.business);
      }
      await db
        .updateTable("tickets")
        .set({ status_id: TicketStatus.CLOSED })
        .where("id", "=", ticket.id)
        .execute();
      return io.message(messages.ticketClosed);
    });

    on.put("/api/ticket/set_is_useful", auth, async (c, io) => {
      const body = io.body;
      const ticket = await ownTicket(db, c.var.profile.id, reqInt(body, "id"));
      const useful = optBool(body, "is_useful");
      if (useful === undefined) invalidInput("is_useful", "required boolean");
      if (ticket.status_id !== TicketStatus.ANSWERED && ticket.status_id !== TicketStatus.CLOSED) {
        throw httpError(400, messages.ticketNoFeedbackYet, ErrorCode.business);
      }
      const updated = await db
        .updateTable("tickets")
        .set({ is_useful: useful })
        .where("id", "=", ticket.id)
        .where("is_useful", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!updated) throw httpError(400, messages.ticketUsefulTwice, ErrorCode.business);
      return io.message(messages.ticketUsefulDone);
    });
  },
};
