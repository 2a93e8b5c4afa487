import { createServer } from "node:http";

// The baseline of the API benchmark: the cheapest JSON answer Node can give on this machine.
const body = JSON.stringify({ data: { items: [], total: 0 } });
createServer((_, response) => {
  response.writeHead(200, { "content-type": "application/json" }).end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
