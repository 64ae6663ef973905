import { ApiError } from "@ceremony/api-client";
import { errorsMessages } from "../../messages/errors";

/** The answer's value, or an `ApiError` with the data-error text when the server left it out. */
export function required<T>(value: T | undefined, status = 500): T {
  if (value === undefined || value === null) {
    throw new ApiError({ code: null, status, message: errorsMessages.dataError });
  }
  return value;
}

/** A paged list answer's rows and total, or the data error when the server left the body out. */
export function paged<T>(body: { data: T[]; count: number } | undefined): { data: T[]; count: number } {
  const b = required(body);
  return { data: b.data, count: b.count };
}
