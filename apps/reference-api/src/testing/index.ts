/** The reusable test harness of the reference server (see README "Layout"). */
export {
  type ContractChecker,
  createContractChecker,
  type OperationRequest,
  type OperationResult,
} from "./contract";
export { CORE_TABLES, snapshotTables } from "./snapshot";
export { freshDatabase, usingPostgres } from "./testDatabase";
export {
  createTestServer,
  TEST_OTP,
  type TestServer,
  type TestServerOptions,
  testContract,
  testOpenApi,
} from "./testServer";
