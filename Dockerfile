# The Stagepass server (API and the built web app) as compose.yaml runs it; settings come from the environment
# (README "Configuration" and "Running in production").
FROM node:20-slim
WORKDIR /app
COPY . .
RUN npm ci && npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
