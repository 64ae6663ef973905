export function namedEnums(doc: unknown): Array<{ name: string; members: Array<[string, number | string]> }>;
export function pageSize(doc: unknown): number;
export function renderConstants(doc: unknown): string;
