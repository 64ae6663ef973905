import { isPositiveInteger } from "../../shared/routing/searchParam";

/** `?message=` of /panel/notifications: the notification whose detail is open, so the phone's back closes it. */
export interface NotificationsSearch {
  message?: number;
}

/** The route's `validateSearch`: a message id, anything else dropped. */
export const notificationsSearch = (search: Record<string, unknown>): NotificationsSearch =>
  isPositiveInteger(search.message) ? { message: search.message } : {};
