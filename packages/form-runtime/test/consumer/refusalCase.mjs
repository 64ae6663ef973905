// The consumer's refusal case: a submit adapter rejecting with SubmitRefusedError puts the server's text under the
// field it names, focuses it, and sends nothing more until that field is edited.

/** Runs the case on the consumer page; throws with what differs. */
export async function refusalCase(page) {
  const message = "عنوان تالار: این نام پیش‌تر ثبت شده است.";
  const hall = page.getByLabel(/^عنوان تالار/);
  const submit = page.getByRole("button", { name: "ثبت تالار" });
  await hall.fill("تالار بهار");
  await submit.click();
  await page.getByText(message, { exact: true }).waitFor({ timeout: 10_000 });
  if ((await hall.getAttribute("aria-invalid")) !== "true")
    throw new Error("the refused field is not invalid");
  const describedBy = (await hall.getAttribute("aria-describedby")) ?? "";
  const described = await page.evaluate(
    (ids) => ids.split(" ").map((id) => document.getElementById(id)?.textContent ?? ""),
    describedBy,
  );
  if (!described.includes(message))
    throw new Error(`the field is not described by the refusal: ${described}`);
  if (!(await hall.evaluate((el) => el === document.activeElement)))
    throw new Error("the refused field has no focus");
  await submit.click();
  if ((await page.evaluate(() => window.refusalSubmits)) !== 1)
    throw new Error("a submit went out while the refused field was unchanged");
  await hall.fill("تالار بهاران");
  await submit.click();
  await page.waitForFunction(() => window.refusalSubmits === 2, null, { timeout: 10_000 });
}

/** The analytics adapter of the refusal form received the refusal and the accepted submit, in order. */
export async function analyticsCase(page) {
  await page.waitForFunction(() => window.formEvents.length >= 3, null, { timeout: 10_000 });
  const events = await page.evaluate(() => window.formEvents);
  const expected = [
    { type: "fieldErrorShown", formId: 8, key: "e21_hall", kind: "SERVER" },
    { type: "submitResult", formId: 8, mode: "create", outcome: "refused", errorCount: 1 },
    { type: "fieldErrorShown", formId: 8, key: "e21_hall", kind: "SERVER" },
    { type: "submitResult", formId: 8, mode: "create", outcome: "invalid", errorCount: 1 },
    { type: "submitResult", formId: 8, mode: "create", outcome: "accepted", errorCount: 0 },
  ];
  if (JSON.stringify(events) !== JSON.stringify(expected))
    throw new Error(`analytics events ${JSON.stringify(events)}, expected ${JSON.stringify(expected)}`);
}
