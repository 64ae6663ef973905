export {
  type ContractChecker,
  createContractChecker,
  type OperationRequest,
  type OperationResult,
} from "./contract";
export { freshDatabase, usingPostgres } from "./testDatabase";
export { createTestServer, TEST_OTP, type TestServer, testContract, testOpenApi } from "./testServer";
