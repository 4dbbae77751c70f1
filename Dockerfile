# One image for the BFF (serving the built SPA) and the legacy stand-in.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY bff/package.json bff/
COPY web/package.json web/
COPY mocks/package.json mocks/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0
EXPOSE 8080 8090
CMD ["node_modules/.bin/tsx", "bff/src/main.ts"]
