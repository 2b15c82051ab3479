# syntax=docker/dockerfile:1
# Builds the client and the server, then ships only the server's production dependencies.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# The client ships as static files, so only the server workspace's runtime dependencies are needed.
RUN npm ci --omit=dev --workspace=server --include-workspace-root=false && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    CLIENT_DIST=/app/client/dist \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
CMD ["node", "server/dist/main.js"]
