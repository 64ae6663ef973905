import { describe, expect, it } from "vitest";
import { errorsMessages } from "../messages/errors";
import { createServices } from "./createServices";

describe("createServices", () => {
  it("a call that goes through closes the toasts that said the connection was cut or the server out of reach", async () => {
    const { toaster, queryClient } = createServices({ onSessionExpired: () => undefined });
    toaster.error(errorsMessages.offline);
    toaster.error(errorsMessages.unreachable);
    toaster.error("شماره موبایل باید ۱۱ رقم باشد");
    await queryClient.fetchQuery({ queryKey: ["reached"], queryFn: async () => 1 });
    expect(toaster.list().map((t) => t.text)).toEqual(["شماره موبایل باید ۱۱ رقم باشد"]);

    toaster.error(errorsMessages.offline);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 1 })
      .execute(undefined);
    expect(toaster.list().map((t) => t.text)).toEqual(["شماره موبایل باید ۱۱ رقم باشد"]);
  });
});
