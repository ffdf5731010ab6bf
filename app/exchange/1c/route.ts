import { fileResponse, mediaTypes } from "@/lib/contracts/http";
import { handleExchangeRequest } from "@/lib/server/exchange/handle-exchange-request";
import { withContract } from "@/lib/server/http/response-contract";

// Answers in 1C's own protocol: plain text lines, and the orders file as XML (docs/api.md, «1C exchange»).
const exchange = { auth: "none", rawBody: true, requestMediaTypes: ["application/octet-stream", "application/zip", "application/xml"], response: fileResponse(mediaTypes.text, mediaTypes.xml) } as const;

// GET /exchange/1c — 1C's «обмен с сайтом»: checkauth, init, import, sale query and success
export const GET = withContract(exchange, handleExchangeRequest);
// POST /exchange/1c — the same address for uploads: catalogue files and parts, 1C's orders file
export const POST = withContract(exchange, handleExchangeRequest);
