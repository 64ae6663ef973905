import type { ApiClient } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/** A wallet top-up's payment link, through the chosen gateway (`payline`). */
export async function depositLink({ client }: ApiClient, amount: number, payline: number): Promise<string> {
  const { data } = await client.POST("/api/financial/balance/deposit", {
    body: { amount, payline, service_type: 1 },
  });
  return required(data).data.link;
}
