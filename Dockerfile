# One image for the gateway and the reference upstream; the compose file picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm exec graphql-codegen --config codegen.ts \
  && pnpm -r --workspace-concurrency=1 run build \
  && pnpm prune --prod

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 8080 8090
CMD ["node", "gateway/dist/server.js"]
