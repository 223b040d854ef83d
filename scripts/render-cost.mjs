// Server render cost of a few pages, without the network: the built client server entry renders
// each page N times with GraphQL answers recorded once from a running site (SITE, default
// http://localhost:8080). Prints CPU ms per render (median of rounds) and the HTML size.
// Usage: node scripts/render-cost.mjs [renders=30]   (after a build, with the site running)
import { pathToFileURL } from 'node:url';

const site = process.env.SITE ?? 'http://localhost:8080';
const renders = Number(process.argv[2] ?? 30);
const { render } = await import(
  pathToFileURL(new URL('../client/dist/server/entry-server.js', import.meta.url).pathname).href
);

async function graphql(body) {
  const response = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify(body),
  });
  return response.json();
}

const recorded = new Map();
async function executeGraphQL(body) {
  const key = JSON.stringify([body.query, body.variables ?? {}]);
  if (!recorded.has(key)) recorded.set(key, await graphql(body));
  return structuredClone(recorded.get(key));
}

const publicConfig = {
  brandName: 'MyValue',
  env: 'production',
  ssoUrl: `${site}/sso`,
  apiHostUrl: site,
  storageUrl: `${site}/storage`,
  productionHost: 'localhost',
  whatsappNumber: '6281100000000',
  instagramUrl: '',
  facebookUrl: '',
  tiktokUrl: '',
  playStoreUrl: '',
  appStoreUrl: '',
  appLinkUrl: '',
  gtmId: null,
  analyticsId: null,
  sentryDsn: null,
  buildId: 'bench',
};
const promo = (await graphql({ query: '{ promos(pageSize: 1) { items { slug } } }' })).data.promos
  .items[0].slug;

for (const path of ['/', '/promo', `/promo/${promo}`]) {
  const request = { url: `${site}${path}`, headers: {}, executeGraphQL, publicConfig };
  let result = await render(request); // records the answers, warms the code
  for (let i = 0; i < 5; i++) result = await render(request);
  const perRound = [];
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < renders; i++) await render(request);
    const used = process.cpuUsage(start);
    perRound.push((used.user + used.system) / 1000 / renders);
  }
  perRound.sort((a, b) => a - b);
  const html = result.head + result.html + result.state;
  console.log(
    `${path.padEnd(12).slice(0, 12)} render CPU ${perRound[2].toFixed(1)} ms ` +
      `(min ${perRound[0].toFixed(1)}, max ${perRound[4].toFixed(1)})  ` +
      `html ${result.html.length} B, <style> ${(result.html.match(/<style/g) ?? []).length}, page ${html.length} B`,
  );
}
