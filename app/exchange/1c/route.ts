import { handleExchangeRequest } from "@/lib/server/exchange/handle-exchange-request";

// GET /exchange/1c — 1C's «обмен с сайтом»: checkauth, init, import, sale query and success
export const GET = handleExchangeRequest;
// POST /exchange/1c — the same address for uploads: catalogue files and parts, 1C's orders file
export const POST = handleExchangeRequest;
