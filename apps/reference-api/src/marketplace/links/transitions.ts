/** Link-request statuses (spec): 0 waiting, 1 active, 2 rejected, 3 deleted. */
export const LinkStatus = { waiting: 0, active: 1, rejected: 2, deleted: 3 } as const;

/** Who is changing the status: the profile asked to link, or the one who asked. */
export type LinkActor = "recipient" | "requester";

const ALLOWED: Record<LinkActor, readonly [from: number, to: number][]> = {
  recipient: [
    [LinkStatus.waiting, LinkStatus.active],
    [LinkStatus.waiting, LinkStatus.rejected],
    [LinkStatus.active, LinkStatus.deleted],
  ],
  requester: [
    [LinkStatus.waiting, LinkStatus.deleted],
    [LinkStatus.active, LinkStatus.deleted],
    [LinkStatus.rejected, LinkStatus.deleted],
  ],
};

/** True when `actor` may move a link request from `from` to `to` (spec §4). */
export function canTransition(actor: LinkActor, from: number, to: number): boolean {
  return ALLOWED[actor].some(([a, b]) => a === from && b === to);
}
