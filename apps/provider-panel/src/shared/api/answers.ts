import { ApiError } from "@ceremony/api-client";
import { errorsMessages } from "../../messages";
import type { Paged } from "./types";

/** The answer's value, or an `ApiError` with the data-error text when the server left it out. */
export function required<T>(value: T | undefined, status = 500): T {
  if (value === undefined || value === null) {
    throw new ApiError({ code: null, status, message: errorsMessages.dataError });
  }
  return value;
}

/** A paged list answer in the panel's shape. */
export function paged<T>(body: { data: T[]; count: number } | undefined): Paged<T> {
  const b = required(body);
  return { data: b.data, count: b.count };
}
