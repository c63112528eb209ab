/**
 * Serves the built app with the shop's HTTP server (client address, load shedding); `npm start`
 * runs it after preparing the database and the build. PORT, MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_CLIENT and MAX_LAG_MS configure it.
 */
import { startShopServer } from '../src/server/http/shop-server';

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

async function main() {
  const port = positive(process.env.PORT, 3000);
  const { shedder } = await startShopServer({
    port,
    maxInFlight: positive(process.env.MAX_IN_FLIGHT, 256),
    maxLagMs: positive(process.env.MAX_LAG_MS, 150),
    maxPerClient: positive(process.env.MAX_IN_FLIGHT_PER_CLIENT, 32),
  });
  console.log(`Shop server listening on port ${port}`);
  // a line per minute while requests are being refused, for the operator
  let reported = 0;
  setInterval(() => {
    if (shedder.shed === reported) return;
    console.warn(
      `Overload: ${shedder.shed - reported} requests answered 503 in the last minute`,
      shedder.state,
    );
    reported = shedder.shed;
  }, 60_000).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
