# The shop's production image (docs/decisions/059-processes-and-redis.md).
# The build stage builds the web client with every dependency; the production-dependencies
# stage installs only the server's; both have a compiler for better-sqlite3 where no prebuilt
# binary can be fetched (decision 087). The runtime stage holds those dependencies, the sources
# the server runs and the built client, without a compiler, and runs as a non-root user.

FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/messages/package.json packages/messages/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages ./packages
RUN npm run build

FROM toolchain AS production-dependencies
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund \
    --workspace @shop/server --workspace @shop/domain --workspace @shop/messages

FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore`
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=production-dependencies /app ./
COPY tsconfig.base.json ./
COPY packages/domain ./packages/domain
COPY packages/messages ./packages/messages
COPY packages/server ./packages/server
COPY content-example ./content-example
COPY --from=build /app/packages/web/dist ./packages/web/dist
COPY --from=build /app/packages/server/dist ./packages/server/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
EXPOSE 3000
# the port the process listens on, also when PORT is set at `docker run`
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=1024", "packages/server/dist/server/main.mjs"]
