import { CLIENT_ADDRESS_HEADER, CLIENT_PROOF, CLIENT_PROOF_HEADER } from '@/server/http/client-address';

/** The headers the shop's HTTP server sets for a client at `address` (scripts/serve.ts). */
export function clientHeaders(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_PROOF_HEADER]: CLIENT_PROOF };
}
