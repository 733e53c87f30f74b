# The double as a container, built from this repository (docs/scale.md):
#   docker build -t weather-double .
#   docker run --rm -p 8080:8080 weather-double
#   docker run --rm -p 8080:8080 weather-double serve --host 0.0.0.0 --port 8080 --workers 2 \
#     --quota 60 --store redis://redis:6379 --log json
# The image holds the packed package (as `npm install weather-double` installs it) and ioredis.

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# No install scripts: nothing the build needs downloads anything of its own.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build --silent && npm pack --ignore-scripts --silent && mv weather-double-*.tgz /weather-double.tgz

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /weather-double.tgz /tmp/weather-double.tgz
RUN npm init -y >/dev/null \
  && npm install --omit=dev --no-audit --no-fund /tmp/weather-double.tgz ioredis@^6.0.0 \
  && rm /tmp/weather-double.tgz && npm cache clean --force
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains the requests in flight, then the server exits.
ENTRYPOINT ["node", "/app/node_modules/weather-double/dist/src/esm/cli.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080", "--workers", "auto", "--log", "json"]
