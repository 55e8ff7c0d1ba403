# The shop's production image (docs/decisions/059-processes-and-redis.md).
# Stage 1 builds the web client with every dependency; stage 2 holds only the server's
# production dependencies, the sources it runs and the built client, and runs as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/messages/package.json packages/messages/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages ./packages
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore`
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/messages/package.json packages/messages/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund \
    --workspace @shop/server --workspace @shop/domain --workspace @shop/messages \
  && npm cache clean --force
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
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=1024", "packages/server/dist/server/main.mjs"]
