/** A row of the generated operation table (see src/operationTable.ts for the typed form). */
export interface OperationRow {
  operationId: string;
  method: string;
  path: string;
  server: string;
  auth: string;
  profileId: boolean;
}
export function classifySecurity(
  security: unknown,
  explicit: unknown,
  where: string,
): { auth: string; profileId: boolean };
export function operationRows(doc: unknown): OperationRow[];
export function notFetchedOperations(doc: unknown): Set<string>;
export function renderOperations(rows: OperationRow[], notFetched?: Set<string>): string;
export const DEFAULT_OPERATION: { server: string; auth: string; profileId: boolean };
export function isDefaultOperation(row: OperationRow): boolean;
