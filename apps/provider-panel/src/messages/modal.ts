/** Texts of the modal area. */
export const modalMessages = { close: "بستن" } as const;
