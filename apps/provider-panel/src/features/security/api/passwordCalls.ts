import type { ApiClient } from "@ceremony/api-client";

/** Sets or changes the password (the current one only when the account has one); resolves with the server's text. */
export async function setPassword(
  { client }: ApiClient,
  values: { oldPassword: string; newPassword: string; confirm: string },
) {
  const { data } = await client.PUT("/api/profile/change_password", {
    body: {
      ...(values.oldPassword ? { old_password: values.oldPassword } : {}),
      new_password: values.newPassword,
      new_password_confirm: values.confirm,
      remove_password: false,
    },
  });
  return data?.message;
}

/** Removes the password, proven by the current one; resolves with the server's text. */
export async function removePassword({ client }: ApiClient, oldPassword: string) {
  const { data } = await client.PUT("/api/profile/change_password", {
    body: { old_password: oldPassword, remove_password: true },
  });
  return data?.message;
}
